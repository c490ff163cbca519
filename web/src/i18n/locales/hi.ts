import type { ChromeTexts } from './en.ts';

export const hi: ChromeTexts = {
  'nav.home': 'होम',
  'nav.myApplications': 'मेरे आवेदन',
  'nav.myReferrals': 'मेरे रेफ़रल',
  'nav.myEarnings': 'मेरी कमाई',
  'nav.signIn': 'साइन इन करें',
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
