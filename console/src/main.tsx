import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '#web/ui/tokens.css';
import '#web/ui/base.css';
import '#web/ui/card.css';
import '#web/ui/chip.css';
import './ui/console.css';
import { App } from './app/app.tsx';
import { ScopeProvider } from './app/scope.tsx';
import { joinedSession, scopeFromAddress } from './app/scope-address.ts';
import { LiveStreamProvider } from './stream/live-stream.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    // The stream says when something changed: nothing is asked again on a timer or on focus.
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// An address that names no world starts in the browser's own session, if it joined one (GET /__mock/sessions/{id}/join).
const initial = scopeFromAddress(window.location.search) ?? (await joinedSession());
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ScopeProvider initial={initial}>
        <LiveStreamProvider>
          <App />
        </LiveStreamProvider>
      </ScopeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
