import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SignInPromptProvider } from '../../features/auth/index.ts';
import { AppProvider } from '../provider.tsx';
import { createQueryClient } from '../query-client.ts';
import { AppRoutes } from '../routes.tsx';
import { createTestRouter } from './test-router.tsx';

/** The app's providers around a test's element, at `route` of an in-memory router. */
export function renderWithApp(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const queryClient = createQueryClient({ retry: false });
  const { router, Router } = createTestRouter(route);
  const view = render(
    <AppProvider queryClient={queryClient}>
      <Router>
        <Routes>
          <Route path={path} element={<SignInPromptProvider>{ui}</SignInPromptProvider>} />
        </Routes>
      </Router>
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** The whole app (route table, layout, providers) at `route` of an in-memory router. */
export function renderApp(route = '/') {
  const queryClient = createQueryClient({ retry: false });
  const { router, Router } = createTestRouter(route);
  const view = render(
    <AppProvider queryClient={queryClient}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
