import { persistCacheFromNow } from './cache-start.ts';

/**
 * Once the first screen is idle: persists the query cache from now on (./persisted-cache.ts), registers the service worker,
 * and shows 'New version available — Reload' when a new build's worker waits.
 */
export function startOfflineSupport(): void {
  persistCacheFromNow();
  if ('serviceWorker' in navigator)
    void import('./register-service-worker.ts').then((worker) =>
      worker.registerServiceWorker(
        (reload) => void import('./update-prompt.tsx').then((m) => m.showUpdatePrompt(reload)),
      ),
    );
}
