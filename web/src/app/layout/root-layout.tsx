import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { linkHelper, LinkOverlay } from '#web/features/links/index.ts';
import { useLanguageSync } from '#web/i18n/index.ts';
import { HEADERLESS_PATHS } from '#web/shared/paths.ts';
import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';
import { useRouterPage } from '#web/ui/router-page.ts';
import { Spinner } from '#web/ui/index.ts';
import { appNs } from '../i18n.ts';
import { useFirstLoadOver } from '../prefetch.ts';
import { RouteErrorBoundary } from '../routes/route-error-boundary.tsx';
import { AppHeader } from './app-header.tsx';
import { SignInHost } from './sign-in-host.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useForcedInterviews } from './use-forced-interviews.ts';
import { useScrollReset } from './use-scroll-reset.ts';
import './root-layout.css';

/**
 * The footer, under every screen's first view: its own chunk, rendered once the first load is over, so the first ten
 * jobs do not wait for it.
 */
const AppFooter = preloadableLazy(() => import('./app-footer.tsx').then((m) => ({ default: m.AppFooter })));

/** The interviews screen shown in place by the openInterviews event: its own chunk, fetched on that event. */
const ForcedInterviews = lazy(() => import('../routes/interviews-page.tsx'));

/** Header, screen and footer; the interview screens show without the header, also when forced open in place. */
export function RootLayout() {
  const { t } = useTranslation(appNs);
  const location = useLocation();
  const forcedInterviews = useForcedInterviews();
  const headerless = forcedInterviews || (HEADERLESS_PATHS as readonly string[]).includes(location.pathname);
  const firstLoadOver = useFirstLoadOver();
  useLanguageSync();
  useScrollReset();
  useDocumentTitle();
  // Back closes the top layer of this page, and leaves another page to the router.
  useRouterPage(location.key);

  // Moving on while a shared link is still being resolved cancels it.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstKey.current) linkHelper.cancel();
  }, [location.key]);

  return (
    <SignInHost clientScreen={headerless}>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      {headerless ? null : <AppHeader />}
      <main id="main" className="app-main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoading />}>{forcedInterviews ? <ForcedInterviews /> : <Outlet />}</Suspense>
        </RouteErrorBoundary>
      </main>
      {headerless || !firstLoadOver ? null : (
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      )}
      <LinkOverlay />
    </SignInHost>
  );
}

/** Shown while a screen's script loads for the first time. */
function PageLoading() {
  const { t } = useTranslation(appNs);
  return (
    <div className="page-loading" role="status">
      <Spinner size="lg" />
      <span className="visually-hidden">{t('layout.loading')}</span>
    </div>
  );
}
