import { LABEL_TRANSLATIONS } from '#contract/languages.ts';
import type { ChromeTexts } from './en.ts';

// The labels the upstream also translates (fetchMultiLingualText) come from the contract.
const labels = LABEL_TRANSLATIONS.hi;

const hi: ChromeTexts = {
  'nav.myApplications': labels['My Applications'],
  'nav.myReferrals': labels['My Referrals'],
  'nav.myEarnings': labels['My Earnings'],
  'nav.signIn': labels['Sign In'],
  'nav.signOut': 'साइन आउट करें',
  'nav.myProfile': 'मेरी प्रोफ़ाइल',
  'nav.notifications': 'सूचनाएँ',
  'nav.language': 'भाषा',
  'nav.menu': 'मेन्यू',
  'footer.aboutUs': 'हमारे बारे में',
  'footer.contactUs': 'संपर्क करें',
  'footer.privacyPolicy': 'गोपनीयता नीति',
  'footer.followUs': 'हमें फ़ॉलो करें',
  'footer.getTheApp': 'ऐप डाउनलोड करें',
  'footer.rights': 'सर्वाधिकार सुरक्षित।',
  'notifications.appliedJobs': 'आवेदन की गई नौकरियाँ',
  'notifications.newJobs': 'नई नौकरियाँ',
};

export default hi;
