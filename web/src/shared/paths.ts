/** The route table's paths, with href builders where a route takes input. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  applyForJob: { path: '/ApplyForJob', getHref: () => '/ApplyForJob' },
  applications: {
    path: '/applications',
    getHref: (highlight?: string | number) =>
      highlight === undefined ? '/applications' : `/applications?highlight=${encodeURIComponent(String(highlight))}`,
  },
  referrals: { path: '/referrals', getHref: () => '/referrals' },
  savedJobs: { path: '/saved', getHref: () => '/saved' },
  earnings: { path: '/earnings', getHref: () => '/earnings' },
  profile: { path: '/profile', getHref: () => '/profile' },
  interviews: { path: '/interviews', getHref: () => '/interviews' },
  interviewFeedback: { path: '/interviewFeedbackScreen', getHref: () => '/interviewFeedbackScreen' },
  projects: { path: '/projects', getHref: () => '/projects' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
} as const;

/** Screens that need a signed-in candidate (visitors get the sign-in dialog instead). */
export const ACCOUNT_PATHS = [
  paths.applications.path,
  paths.referrals.path,
  paths.savedJobs.path,
  paths.earnings.path,
  paths.profile.path,
] as const;
/** Screens shown without the header. */
export const HEADERLESS_PATHS = [paths.interviews.path, paths.interviewFeedback.path] as const;
