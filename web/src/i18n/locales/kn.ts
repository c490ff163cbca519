import { LABEL_TRANSLATIONS } from '#contract/languages.ts';
import type { ChromeTexts } from './en.ts';

// The labels the upstream also translates (fetchMultiLingualText) come from the contract.
const labels = LABEL_TRANSLATIONS.kn;

const kn: ChromeTexts = {
  'nav.myApplications': labels['My Applications'],
  'nav.myReferrals': labels['My Referrals'],
  'nav.myEarnings': labels['My Earnings'],
  'nav.signIn': labels['Sign In'],
  'nav.signOut': 'ಸೈನ್ ಔಟ್',
  'nav.myProfile': 'ನನ್ನ ಪ್ರೊಫೈಲ್',
  'nav.notifications': 'ಅಧಿಸೂಚನೆಗಳು',
  'nav.language': 'ಭಾಷೆ',
  'nav.menu': 'ಮೆನು',
  'footer.aboutUs': 'ನಮ್ಮ ಬಗ್ಗೆ',
  'footer.contactUs': 'ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ',
  'footer.privacyPolicy': 'ಗೌಪ್ಯತಾ ನೀತಿ',
  'footer.followUs': 'ನಮ್ಮನ್ನು ಅನುಸರಿಸಿ',
  'footer.getTheApp': 'ಆ್ಯಪ್ ಪಡೆಯಿರಿ',
  'footer.rights': 'ಎಲ್ಲಾ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
  'notifications.appliedJobs': 'ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ ಉದ್ಯೋಗಗಳು',
  'notifications.newJobs': 'ಹೊಸ ಉದ್ಯೋಗಗಳು',
};

export default kn;
