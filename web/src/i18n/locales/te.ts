import { LABEL_TRANSLATIONS } from '#contract/languages.ts';
import type { ChromeTexts } from './en.ts';

// The labels the upstream also translates (fetchMultiLingualText) come from the contract.
const labels = LABEL_TRANSLATIONS.te;

const te: ChromeTexts = {
  'nav.myApplications': labels['My Applications'],
  'nav.myReferrals': labels['My Referrals'],
  'nav.myEarnings': labels['My Earnings'],
  'nav.signIn': labels['Sign In'],
  'nav.signOut': 'సైన్ అవుట్',
  'nav.myProfile': 'నా ప్రొఫైల్',
  'nav.notifications': 'నోటిఫికేషన్లు',
  'nav.language': 'భాష',
  'nav.menu': 'మెనూ',
  'footer.aboutUs': 'మా గురించి',
  'footer.contactUs': 'మమ్మల్ని సంప్రదించండి',
  'footer.privacyPolicy': 'గోప్యతా విధానం',
  'footer.followUs': 'మమ్మల్ని అనుసరించండి',
  'footer.getTheApp': 'యాప్ పొందండి',
  'footer.rights': 'అన్ని హక్కులు ప్రత్యేకించబడ్డాయి.',
  'notifications.appliedJobs': 'దరఖాస్తు చేసిన ఉద్యోగాలు',
  'notifications.newJobs': 'కొత్త ఉద్యోగాలు',
};

export default te;
