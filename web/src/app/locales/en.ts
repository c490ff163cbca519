/** The app frame's texts in English: header, menus, footer, account frame, route error and placeholder pages. */
const en = {
  'document.title': 'Talent Jobs – find your perfect job',
  'header.homeLink': 'Talent Jobs, home',
  'header.mainNav': 'Main',
  'header.mobileNav': 'Main menu',
  'profileMenu.label': 'Account menu for {{name}}',
  'profileMenu.defaultName': 'Candidate',
  'layout.skipToContent': 'Skip to content',
  'layout.loading': 'Loading...',
  'footer.tagline': 'Find jobs near you across India, and earn {{amount}} for every friend you refer who joins.',
  'footer.label': 'Footer',
  'footer.getItOn': 'GET IT ON',
  'footer.downloadOnThe': 'Download on the',
  'chunkError.title': 'This page could not be loaded',
  'chunkError.message': 'Part of the app did not download. Check your internet connection and reload the page.',
  'error.title': 'Unexpected Application Error!',
  'error.fallback': 'Something went wrong while showing this page.',
  'error.reload': 'Reload',
  'error.goHome': 'Go to Home',
  'account.signInTitle': 'Sign in to see {{title}}',
  'account.signInMessage': 'Sign in with your mobile number and a one-time password to continue.',
  'account.applicationsSubtitle': 'Track and manage all your job applications in one place',
  'account.referralsSubtitle': 'Refer candidates and earn rewards for successful placements',
  'account.earningsSubtitle': 'Track your referral earnings and manage withdrawals',
  'account.profileSubtitle': 'Manage your personal information and career details',
  'home.referAside': 'Refer and earn',
  'projects.emptyTitle': 'No Projects Yet',
  'projects.emptyMessage': 'Your projects will appear here once they are added.',
  'underConstruction.title': 'This page is under construction. Please check back later!',
} as const;

export type AppTextKey = keyof typeof en;

export default en;
