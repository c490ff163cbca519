import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/index.ts';
import { App } from './app/app.tsx';
import { sessionStore } from './shared/session.ts';

sessionStore.restore();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
