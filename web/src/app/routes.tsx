import { useEffect } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { loadNotFoundPage } from '../features/links/index.ts';
import { paths } from '../shared/paths.ts';
import { lazyComponentPreloads } from '../shared/preloadable-lazy.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { lazyPage, type LazyPage } from './lazy-page.ts';
import { prefetchWhenIdle } from './prefetch.ts';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';

const Home = lazyPage(() => import('./routes/home/home-page.tsx'));
const Applications = lazyPage(() => import('./routes/applications-page.tsx'));
const Referrals = lazyPage(() => import('./routes/referrals-page.tsx'));
const Profile = lazyPage(() => import('./routes/profile-page.tsx'));
const Earnings = lazyPage(() => import('./routes/earnings-page.tsx'));
const Interviews = lazyPage(() => import('./routes/interviews-page.tsx'));
const Projects = lazyPage(() => import('./routes/projects-page.tsx'));
const UnderConstruction = lazyPage(() => import('./routes/under-construction-page.tsx'));
const NotFound = lazyPage(() => loadNotFoundPage().then((module) => ({ default: module.NotFoundPage })));

/** Each address and its screen, in the order React Router matches them. */
const SCREEN_ROUTES: Array<{ path: string; screen: LazyPage }> = [
  { path: '/', screen: Home },
  { path: paths.applyForJob.path, screen: Home },
  { path: paths.applications.path, screen: Applications },
  { path: paths.referrals.path, screen: Referrals },
  { path: paths.earnings.path, screen: Earnings },
  { path: paths.profile.path, screen: Profile },
  { path: paths.interviews.path, screen: Interviews },
  { path: paths.interviewFeedback.path, screen: Interviews },
  { path: paths.projects.path, screen: Projects },
  { path: paths.about.path, screen: UnderConstruction },
  { path: paths.contact.path, screen: UnderConstruction },
  { path: paths.privacy.path, screen: UnderConstruction },
  { path: '*', screen: NotFound },
];

/** A task per screen and dialog that brings its module in, so that following a link or opening a dialog renders at once. */
const screenAndDialogPreloads = () => [
  ...[...new Set(SCREEN_ROUTES.map((route) => route.screen))].map((screen) => () => void screen.preload()),
  ...lazyComponentPreloads(),
];

/**
 * Brings in the code of the screen at `pathname` (settles on failure too). The app's first render waits for it, so
 * the screen paints with the header instead of a loading indicator a moment before it.
 */
export function preloadScreenAt(pathname: string): Promise<void> {
  const [match] = matchRoutes(SCREEN_ROUTES, pathname) ?? [];
  return match ? match.route.screen.preload() : Promise.resolve();
}

/** The route table; every screen is its own chunk, preloaded once the first screen is idle. */
export function AppRoutes() {
  useEffect(() => prefetchWhenIdle({ afterwards: screenAndDialogPreloads }), []);
  return (
    // Errors in the header or footer themselves; a screen's own errors keep them (see RootLayout).
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          {SCREEN_ROUTES.map(({ path, screen: Screen }, order) =>
            path === '/' ? <Route key={order} index element={<Screen />} /> : <Route key={order} path={path} element={<Screen />} />,
          )}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
