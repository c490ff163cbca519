// The demo build's stand-in for web/src/app/pwa/register-service-worker.ts (web/vite.demo.config.ts): the demo's
// requests are answered by MSW's service worker, which holds the page's scope, so the app's worker is never
// registered (the demo build has none).
export function registerServiceWorker(_onUpdateWaiting: (reload: () => void) => void): void {}
