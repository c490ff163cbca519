/** The app's own labels (navigation, footer, notification tabs) in English; every language has the same keys. */
const en = {
  'nav.myApplications': 'My Applications',
  'nav.myReferrals': 'My Referrals',
  'nav.myEarnings': 'My Earnings',
  'nav.signIn': 'Sign In',
  'nav.signOut': 'Sign Out',
  'nav.myProfile': 'My Profile',
  'nav.notifications': 'Notifications',
  'nav.language': 'Language',
  'nav.menu': 'Menu',
  'footer.aboutUs': 'About Us',
  'footer.contactUs': 'Contact Us',
  'footer.privacyPolicy': 'Privacy Policy',
  'footer.followUs': 'Follow us',
  'footer.getTheApp': 'Get the app',
  'footer.rights': 'All rights reserved.',
  'notifications.appliedJobs': 'Applied Jobs',
  'notifications.newJobs': 'New Jobs',
} as const;

export type ChromeKey = keyof typeof en;
export type ChromeTexts = Record<ChromeKey, string>;

export default en;
