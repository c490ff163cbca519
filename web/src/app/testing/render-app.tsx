import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SignInPromptProvider } from '../../features/auth/index.ts';
import { AppProvider } from '../provider.tsx';
import { createQueryClient } from '../query-client.ts';
import { routes } from '../routes.tsx';

/** The app's providers around a test's element, at `route` of an in-memory router. */
export function renderWithApp(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const queryClient = createQueryClient({ retry: false });
  const table: RouteObject[] = [{ path, element: <SignInPromptProvider>{ui}</SignInPromptProvider> }];
  const router = createMemoryRouter(table, { initialEntries: [route] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** The whole app (route table, layout, providers) at `route` of an in-memory router. */
export function renderApp(route = '/') {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

