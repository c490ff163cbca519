import { LABEL_TRANSLATIONS } from '#contract/languages.ts';
import type { ChromeTexts } from './en.ts';

// The labels the upstream also translates (fetchMultiLingualText) come from the contract.
const labels = LABEL_TRANSLATIONS.mr;

const mr: ChromeTexts = {
  'nav.myApplications': labels['My Applications'],
  'nav.myReferrals': labels['My Referrals'],
  'nav.myEarnings': labels['My Earnings'],
  'nav.signIn': labels['Sign In'],
  'nav.signOut': 'साइन आउट करा',
  'nav.myProfile': 'माझी प्रोफाइल',
  'nav.notifications': 'सूचना',
  'nav.language': 'भाषा',
  'nav.menu': 'मेनू',
  'footer.aboutUs': 'आमच्याबद्दल',
  'footer.contactUs': 'संपर्क साधा',
  'footer.privacyPolicy': 'गोपनीयता धोरण',
  'footer.followUs': 'आम्हाला फॉलो करा',
  'footer.getTheApp': 'ॲप मिळवा',
  'footer.rights': 'सर्व हक्क राखीव.',
  'notifications.appliedJobs': 'अर्ज केलेल्या नोकऱ्या',
  'notifications.newJobs': 'नवीन नोकऱ्या',
};

export default mr;
