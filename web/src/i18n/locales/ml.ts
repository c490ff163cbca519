import type { ChromeTexts } from './en.ts';

export const ml: ChromeTexts = {
  'nav.home': 'ഹോം',
  'nav.myApplications': 'എന്റെ അപേക്ഷകൾ',
  'nav.myReferrals': 'എന്റെ റഫറലുകൾ',
  'nav.myEarnings': 'എന്റെ വരുമാനം',
  'nav.signIn': 'സൈൻ ഇൻ',
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
