import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '#web/ui/index.ts';
import { App } from '#web/app/app.tsx';
import { restoreAnswersWhenOffline } from '#web/app/pwa/offline-start.ts';
import { preloadScreenAt } from '#web/app/routes.tsx';
import { sessionStore } from '#web/shared/session.ts';

sessionStore.restore();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The screen's own code (preloaded beside the entry for home) is in before the first render, which then paints it.
// The render is a transition: React builds the page in slices of a few milliseconds, so a tap while it loads on a
// slow phone is not held up by one long task. A visit that starts offline first restores the kept answers.
void Promise.all([preloadScreenAt(window.location.pathname), restoreAnswersWhenOffline()]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
