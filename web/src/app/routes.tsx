import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { loadNotFoundPage } from '../features/links/index.ts';
import { paths } from '../shared/paths.ts';
import { preloadLazyComponents } from '../shared/preloadable-lazy.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { lazyPage } from './lazy-page.ts';
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

const SCREENS = [Home, Applications, Referrals, Profile, Earnings, Interviews, Projects, UnderConstruction, NotFound];
/** Brings every screen's and dialog's module in, so that following a link or opening a dialog renders at once. */
const preloadScreens = () => {
  SCREENS.forEach((screen) => screen.preload());
  preloadLazyComponents();
};

/** The route table; every screen is its own chunk, preloaded once the first screen is idle. */
export function AppRoutes() {
  useEffect(() => prefetchWhenIdle({ afterwards: preloadScreens }), []);
  return (
    // Errors in the header or footer themselves; a screen's own errors keep them (see RootLayout).
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<Home />} />
          <Route path={paths.applyForJob.path} element={<Home />} />
          <Route path={paths.applications.path} element={<Applications />} />
          <Route path={paths.referrals.path} element={<Referrals />} />
          <Route path={paths.earnings.path} element={<Earnings />} />
          <Route path={paths.profile.path} element={<Profile />} />
          <Route path={paths.interviews.path} element={<Interviews />} />
          <Route path={paths.interviewFeedback.path} element={<Interviews />} />
          <Route path={paths.projects.path} element={<Projects />} />
          <Route path={paths.about.path} element={<UnderConstruction />} />
          <Route path={paths.contact.path} element={<UnderConstruction />} />
          <Route path={paths.privacy.path} element={<UnderConstruction />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
