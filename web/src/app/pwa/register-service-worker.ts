/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

/** How often an open page asks whether a new build is out (a visit also asks when it registers). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the app's service worker (sw.js, web/build/service-worker.ts). When a new build's worker has installed
 * and waits, `onUpdateWaiting` gets the function that hands the page to it and reloads. The demo build replaces
 * this module with web/src/demo/no-app-worker.ts: its own MSW worker holds the scope.
 */
export function registerServiceWorker(onUpdateWaiting: (reload: () => void) => void): void {
  const update = registerSW({
    onNeedRefresh: () => onUpdateWaiting(() => void update(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
