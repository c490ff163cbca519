import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { isValidElement, type ReactElement } from 'react';
import { SignInHost } from '#web/app/layout/sign-in-host.tsx';
import { AppProvider } from '#web/app/provider.tsx';
import { createQueryClient } from '#web/app/query-client.ts';
import { AppRoutes } from '#web/app/routes.tsx';
import { SignInRequestProvider, type SignInResume } from '#web/shared/sign-in-request.ts';
import { createTestRouter } from './test-router.tsx';

export interface RenderAppOptions {
  /** Where the in-memory router starts ('/' unless given). */
  route?: string;
  /** Stands in for the sign-in dialog around a piece of the app: called for every sign-in request, with its resume. */
  onSignInRequest?: (resume?: SignInResume) => void;
  userEventOptions?: UserEventOptions;
  /** The query client, when a test made it (a page restored from the persisted cache); a fresh one by default. */
  queryClient?: QueryClient;
}

/**
 * Renders with the app's providers (query cache, translations, toasts) inside an in-memory router:
 * `renderApp({ route })` the whole app (route table, layout, screens), `renderApp(ui, { route })` a piece of
 * it, where sign-in requests open the app's sign-in dialog unless `onSignInRequest` stands in for it.
 * Returns Testing Library's queries with a user-event session, the router (to read or move the location)
 * and the query client.
 */
export function renderApp(options?: RenderAppOptions): ReturnType<typeof renderInApp>;
export function renderApp(ui: ReactElement, options?: RenderAppOptions): ReturnType<typeof renderInApp>;
export function renderApp(first?: ReactElement | RenderAppOptions, second?: RenderAppOptions) {
  return isValidElement(first) ? renderInApp(first, second) : renderInApp(null, first);
}

function renderInApp(
  ui: ReactElement | null,
  {
    route = '/',
    onSignInRequest,
    userEventOptions,
    queryClient = createQueryClient({ retry: false }),
  }: RenderAppOptions = {},
) {
  const { router, Router } = createTestRouter(route);
  const signIn = (piece: ReactElement) =>
    onSignInRequest ? (
      <SignInRequestProvider value={onSignInRequest}>{piece}</SignInRequestProvider>
    ) : (
      <SignInHost>{piece}</SignInHost>
    );
  const user = userEvent.setup(userEventOptions);
  const view = render(
    <AppProvider queryClient={queryClient}>
      <Router>{ui ? signIn(ui) : <AppRoutes />}</Router>
    </AppProvider>,
  );
  return { ...view, user, router, queryClient };
}
