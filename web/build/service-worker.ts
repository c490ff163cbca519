import { VitePWA } from 'vite-plugin-pwa';

/**
 * Addresses a navigation may take that are not the client's screens: the mock's control API and the upstream's
 * paths (the first segment of every path in openapi/openapi.json; tests/e2e/offline.spec.ts checks the list), and
 * any file. The worker never answers these from its cache.
 */
export const NOT_SCREENS = [
  /^\/__mock(\/|$)/,
  /^\/(api|corporate-recruitment|legacy-services|recruiter-services|candidate-services|json|data|reverse)(\/|$)/,
  /\/[^/?]+\.[^/?]+(\?|$)/,
];

/**
 * The app's service worker (Workbox, through vite-plugin-pwa): `sw.js` precaches the shell — every screen's
 * document (index.html, applications.html, …), the entry and every screen's and dialog's chunks, the stylesheet,
 * each language's texts, the manifest and its icons — and answers navigations from them, so a repeat visit starts
 * without the network and an offline one still opens. It caches nothing else: the upstream's answers and the
 * mock's control API always go to the network (a candidate's last answers are kept by the query persister,
 * web/src/app/persist-queries.ts).
 *
 * A new build's worker installs in the background and waits; the page shows 'New version available — Reload'
 * (web/src/app/pwa/) and the worker takes over when the candidate says so. The page registers it itself, once the
 * first screen is idle (`injectRegister: false`), so the first load carries none of it.
 */
export function appServiceWorker() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // web/build/web-manifest.ts writes the manifest, and web/index.html links it: every screen's document gets the link.
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The build's hashed files need no revision: a new build gives them new names.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NOT_SCREENS,
      // '/applications?highlight=12' is answered with applications.html, as the server does.
      ignoreURLParametersMatching: [/./],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      // One file: the worker and the Workbox runtime (no second, unhashed script to serve).
      inlineWorkboxRuntime: true,
      sourcemap: false,
      // The largest file (the entry script, about 380 KB before compression) fits well under this.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });
}
