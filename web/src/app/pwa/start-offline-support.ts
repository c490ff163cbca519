import { appQueryClient } from './offline-start.ts';

/**
 * Once the first screen is idle: keeps the answers from now on (./kept-answers.ts), registers the service worker,
 * and shows 'New version available — Reload' when a new build's worker waits.
 */
export function startOfflineSupport(): void {
  void import('./kept-answers.ts').then((kept) => kept.persistAnswers(appQueryClient()));
  if ('serviceWorker' in navigator)
    void import('./register-service-worker.ts').then((worker) =>
      worker.registerServiceWorker(
        (reload) => void import('./update-prompt.tsx').then((m) => m.showUpdatePrompt(reload)),
      ),
    );
}
