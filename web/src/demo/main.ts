// The demo build's entry (web/vite.demo.config.ts): the mock runs in this page, served to the app's
// requests by MSW's service worker, so the built site needs no server of its own. The candidate build
// (web/src/main.tsx alone) contains none of this.
import './node-globals.ts';
import { setupWorker } from 'msw/browser';
import { createBrowserMock } from '#mock/adapters/msw/browser-mock.ts';
import { showDemoMarker } from './demo-marker.ts';

async function startDemo(): Promise<void> {
  const { handlers } = createBrowserMock();
  await setupWorker(...handlers).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Scripts, styles and fonts of the site itself come from the network.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  showDemoMarker();
  await import('#web/main.tsx');
}

startDemo().catch((cause: unknown) => {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `The demo could not start its in-browser data (${cause instanceof Error ? cause.message : String(cause)}). It needs a browser that allows service workers.`;
  document.body.prepend(message);
});
