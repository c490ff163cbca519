import type { ChromeTexts } from './en.ts';

export const te: ChromeTexts = {
  'nav.home': 'హోమ్',
  'nav.myApplications': 'నా దరఖాస్తులు',
  'nav.myReferrals': 'నా రిఫరల్స్',
  'nav.myEarnings': 'నా సంపాదన',
  'nav.signIn': 'సైన్ ఇన్',
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
