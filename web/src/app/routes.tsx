import type { RouteObject } from 'react-router-dom';
import { loadNotFoundPage } from '../features/links/index.ts';
import { lazyPage } from './lazy-page.ts';
import { ACCOUNT_PATHS, paths } from './paths.ts';
import { PageLoading, RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

const home = lazyPage(() => import('../features/home/index.ts').then((module) => ({ default: module.HomePage })));
const account = lazyPage(() => import('./routes/account-page.tsx'));
const interviews = lazyPage(() => import('./routes/interviews-page.tsx'));
const underConstruction = lazyPage(() => import('./routes/under-construction-page.tsx'));
const notFound = lazyPage(() => loadNotFoundPage().then((module) => ({ default: module.NotFoundPage })));

/** The route table (spec 000 s2, 001 s2); every screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      {
        // Errors inside a screen keep the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: home },
          { path: paths.applyForJob.path, lazy: home },
          ...ACCOUNT_PATHS.map((path) => ({ path, lazy: account })),
          { path: paths.interviews.path, lazy: interviews },
          { path: paths.interviewFeedback.path, lazy: interviews },
          { path: paths.projects.path, lazy: lazyPage(() => import('./routes/projects-page.tsx')) },
          { path: paths.about.path, lazy: underConstruction },
          { path: paths.contact.path, lazy: underConstruction },
          { path: paths.privacy.path, lazy: underConstruction },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];
