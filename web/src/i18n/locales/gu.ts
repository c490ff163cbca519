import { LABEL_TRANSLATIONS } from '#contract/languages.ts';
import type { ChromeTexts } from './en.ts';

// The labels the upstream also translates (fetchMultiLingualText) come from the contract.
const labels = LABEL_TRANSLATIONS.gu;

const gu: ChromeTexts = {
  'nav.myApplications': labels['My Applications'],
  'nav.myReferrals': labels['My Referrals'],
  'nav.myEarnings': labels['My Earnings'],
  'nav.signIn': labels['Sign In'],
  'nav.signOut': 'સાઇન આઉટ કરો',
  'nav.myProfile': 'મારી પ્રોફાઇલ',
  'nav.notifications': 'સૂચનાઓ',
  'nav.language': 'ભાષા',
  'nav.menu': 'મેનુ',
  'footer.aboutUs': 'અમારા વિશે',
  'footer.contactUs': 'અમારો સંપર્ક કરો',
  'footer.privacyPolicy': 'ગોપનીયતા નીતિ',
  'footer.followUs': 'અમને ફોલો કરો',
  'footer.getTheApp': 'એપ મેળવો',
  'footer.rights': 'સર્વાધિકાર સુરક્ષિત.',
  'notifications.appliedJobs': 'અરજી કરેલી નોકરીઓ',
  'notifications.newJobs': 'નવી નોકરીઓ',
};

export default gu;
