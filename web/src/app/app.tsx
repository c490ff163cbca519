import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider.tsx';
import { appQueryClient } from './pwa/cache-start.ts';
import { AppRoutes } from './routes.tsx';
import { SharedLinkStart } from './shared-link-start.tsx';

export function App() {
  const [queryClient] = useState(appQueryClient);
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <SharedLinkStart />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
