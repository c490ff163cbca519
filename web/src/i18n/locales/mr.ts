import type { ChromeTexts } from './en.ts';

export const mr: ChromeTexts = {
  'nav.home': 'मुख्यपृष्ठ',
  'nav.myApplications': 'माझे अर्ज',
  'nav.myReferrals': 'माझे रेफरल्स',
  'nav.myEarnings': 'माझी कमाई',
  'nav.signIn': 'साइन इन करा',
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
