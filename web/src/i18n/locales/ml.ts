import { LABEL_TRANSLATIONS } from '#contract/languages.ts';
import type { ChromeTexts } from './en.ts';

// The labels the upstream also translates (fetchMultiLingualText) come from the contract.
const labels = LABEL_TRANSLATIONS.ml;

const ml: ChromeTexts = {
  'nav.myApplications': labels['My Applications'],
  'nav.myReferrals': labels['My Referrals'],
  'nav.myEarnings': labels['My Earnings'],
  'nav.signIn': labels['Sign In'],
  'nav.signOut': 'സൈൻ ഔട്ട്',
  'nav.myProfile': 'എന്റെ പ്രൊഫൈൽ',
  'nav.notifications': 'അറിയിപ്പുകൾ',
  'nav.language': 'ഭാഷ',
  'nav.menu': 'മെനു',
  'footer.aboutUs': 'ഞങ്ങളെക്കുറിച്ച്',
  'footer.contactUs': 'ഞങ്ങളെ ബന്ധപ്പെടുക',
  'footer.privacyPolicy': 'സ്വകാര്യതാ നയം',
  'footer.followUs': 'ഞങ്ങളെ പിന്തുടരുക',
  'footer.getTheApp': 'ആപ്പ് നേടുക',
  'footer.rights': 'എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.',
  'notifications.appliedJobs': 'അപേക്ഷിച്ച ജോലികൾ',
  'notifications.newJobs': 'പുതിയ ജോലികൾ',
};

export default ml;
