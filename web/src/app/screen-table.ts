import { paths } from '#web/shared/paths.ts';

/**
 * Each address and the module of its screen (a default export under app/routes/), in the order React Router
 * matches them; every other address is the not-found screen. The router lazy-loads each module as its own chunk;
 * the build writes one document per address whose screen is not the first one (`applications.html`, …) that
 * preloads that screen's chunks instead of the home screen's (web/build/chunk-hints.ts).
 */
export const SCREEN_TABLE = [
  { path: paths.home.path, page: 'home/home-page.tsx' },
  { path: paths.applyForJob.path, page: 'home/home-page.tsx' },
  { path: paths.applications.path, page: 'applications-page.tsx' },
  { path: paths.referrals.path, page: 'referrals-page.tsx' },
  { path: paths.savedJobs.path, page: 'saved-jobs-page.tsx' },
  { path: paths.earnings.path, page: 'earnings-page.tsx' },
  { path: paths.profile.path, page: 'profile-page.tsx' },
  { path: paths.interviews.path, page: 'interviews-page.tsx' },
  { path: paths.interviewFeedback.path, page: 'interviews-page.tsx' },
  { path: paths.projects.path, page: 'projects-page.tsx' },
  { path: paths.about.path, page: 'under-construction-page.tsx' },
  { path: paths.contact.path, page: 'under-construction-page.tsx' },
  { path: paths.privacy.path, page: 'under-construction-page.tsx' },
] as const;

/** The screen most visits start on: its document is index.html. */
export const FIRST_SCREEN_PAGE = SCREEN_TABLE[0].page;

/** The document the build writes for an address ('/applications' → 'applications.html'); the first screen's is index.html. */
export function screenDocument(path: string): string {
  const entry = SCREEN_TABLE.find((screen) => screen.path === path);
  return entry && entry.page !== FIRST_SCREEN_PAGE ? `${path.slice(1)}.html` : 'index.html';
}
