import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';

export function App() {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter());
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
