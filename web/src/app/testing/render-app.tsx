import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SignInPromptProvider } from '../../features/auth/index.ts';
import { i18n } from '../../i18n/index.ts';
import { ToastProvider } from '../../ui/index.ts';
import { createQueryClient } from '../query-client.ts';

/** The app's providers around a test's element, at `route` of an in-memory router. */
export function renderWithApp(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const queryClient = createQueryClient({ retry: false });
  const routes: RouteObject[] = [{ path, element: <SignInPromptProvider>{ui}</SignInPromptProvider> }];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: ReturnType<typeof createQueryClient> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>{children}</ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
