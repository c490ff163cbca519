import { Spinner } from '../../ui/index.ts';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SignInPromptProvider } from '../../features/auth/index.ts';
import { useLanguageSync } from '../../features/language/index.ts';
import { linkHelper, LinkOverlay } from '../../features/links/index.ts';
import { AppFooter, AppHeader } from '../../features/shell/index.ts';
import { HEADERLESS_PATHS } from '../paths.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { useScrollReset } from './use-scroll-reset.ts';
import './root-layout.css';

/** Header, screen and footer; the interview screens show without the header. */
export function RootLayout() {
  const location = useLocation();
  const headerless = (HEADERLESS_PATHS as readonly string[]).includes(location.pathname);
  useLanguageSync();
  useScrollReset();

  // Moving on while a shared link is still being resolved cancels it.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstKey.current) linkHelper.cancel();
  }, [location.key]);

  return (
    <SignInPromptProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {headerless ? null : <AppHeader />}
      <main id="main" className="app-main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {headerless ? null : <AppFooter />}
      <LinkOverlay />
    </SignInPromptProvider>
  );
}

/** Shown while a screen's script loads for the first time. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <Spinner size="lg" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}
