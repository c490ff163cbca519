import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '#web/ui/index.ts';
import { App } from '#web/app/app.tsx';
import { restoreCacheAtStart } from '#web/app/pwa/cache-start.ts';
import { languageTextsLoaded } from '#web/i18n/index.ts';
import { preloadScreenAt } from '#web/app/routes.tsx';
import { sessionStore } from '#web/shared/session.ts';

sessionStore.restore();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The screen's own code (asked for beside the entry) is in before the first render, which then takes the place of the
// screen's outline (web/src/start.ts); so are the chosen language's texts of the screen, so that the outline in that
// language is not followed by the screen in English. The render is a transition: React builds the page in slices of a
// few milliseconds, so a tap while it loads on a slow phone is not held up by one long task. The query cache's
// persisted copy is restored first (offline all of it, online the answers of the last 10 s).
void Promise.all([preloadScreenAt(window.location.pathname), restoreCacheAtStart()])
  .then(languageTextsLoaded)
  .then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
