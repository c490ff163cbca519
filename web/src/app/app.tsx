import { useState } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { linkHelper } from '../features/links/index.ts';
import { AppProvider } from './provider.tsx';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './routes.tsx';

/** A shared link in the address bar is resolved once, as the page loads (the link-resolution flow). */
function SharedLinkStart() {
  const navigate = useNavigate();
  // Started during the first render rather than in an effect, so that no screen (the not-found one reads
  // the helper's state) can render before it is known whether a shared link is being resolved.
  useState(() => linkHelper.start(window.location, (to) => void navigate(to)));
  return null;
}

export function App() {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <SharedLinkStart />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
