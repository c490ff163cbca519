import { useEffect, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { loadNotFoundPage } from '#web/features/links/index.ts';
import { lazyComponentPreloads, preloadableLazy, type PreloadableLazy } from '#web/shared/preloadable-lazy.ts';
import { loadChunk } from './chunk-load.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { prefetchWhenIdle } from './prefetch.ts';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';
import { SCREEN_TABLE } from './screen-table.ts';

/** A screen's module: the screen is its default export. */
type PageModule = { default: ComponentType };
type LazyPage = PreloadableLazy<ComponentType>;

/**
 * A screen that is its own chunk, loaded under the chunk time limit the first time it renders (a failure reaches the
 * nearest route error boundary as a ChunkLoadError), and preloaded by this table.
 */
const lazyPage = (load: () => Promise<PageModule>): LazyPage => preloadableLazy(() => loadChunk(load), { idle: false });

/** The screens' modules, each its own chunk. */
const pageModules = import.meta.glob<PageModule>(['./routes/*-page.tsx', './routes/home/home-page.tsx']);
const pages = new Map<string, LazyPage>();

/** One lazy screen per module, however many addresses show it. */
function screenOf(page: string): LazyPage {
  const load = pageModules[`./routes/${page}`];
  if (!load) throw new Error(`The screen table names ./routes/${page}, which is not a screen module`);
  const screen = pages.get(page) ?? lazyPage(load);
  pages.set(page, screen);
  return screen;
}

const NotFound = lazyPage(() => loadNotFoundPage().then((module) => ({ default: module.NotFoundPage })));

/** Each address and its screen, in the order React Router matches them (the table in screen-table.ts). */
const SCREEN_ROUTES: Array<{ path: string; screen: LazyPage }> = [
  ...SCREEN_TABLE.map(({ path, page }) => ({ path, screen: screenOf(page) })),
  { path: '*', screen: NotFound },
];

/**
 * A task per screen and dialog that brings its module in, so that following a link or opening a dialog renders at
 * once; then, the first screen idle and every screen in, the service worker and the persisted cache (./pwa/).
 */
const screenAndDialogPreloads = () => [
  ...[...new Set(SCREEN_ROUTES.map((route) => route.screen))].map((screen) => () => void screen.preload()),
  ...lazyComponentPreloads(),
  () => void import('./pwa/start-offline-support.ts').then((m) => m.startOfflineSupport()),
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
            path === '/' ? (
              <Route key={order} index element={<Screen />} />
            ) : (
              <Route key={order} path={path} element={<Screen />} />
            ),
          )}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
