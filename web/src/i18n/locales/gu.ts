import type { ChromeTexts } from './en.ts';

export const gu: ChromeTexts = {
  'nav.home': 'હોમ',
  'nav.myApplications': 'મારી અરજીઓ',
  'nav.myReferrals': 'મારા રેફરલ્સ',
  'nav.myEarnings': 'મારી કમાણી',
  'nav.signIn': 'સાઇન ઇન કરો',
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
