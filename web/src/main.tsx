import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/index.ts';
import { App } from './app/app.tsx';
import { preloadScreenAt } from './app/routes.tsx';
import { sessionStore } from './shared/session.ts';

sessionStore.restore();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The screen's own code (preloaded beside the entry for home) is in before the first render, which then paints it.
void preloadScreenAt(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
