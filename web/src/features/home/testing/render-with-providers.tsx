import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SignInPromptProvider } from '../../auth/index.ts';
import { ToastProvider } from '../../../ui/index.ts';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  queryClient?: QueryClient;
  userEventOptions?: UserEventOptions;
}

/** Renders a piece of the home screen with the app's providers: query cache, toasts, sign-in prompt, router. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', queryClient = createTestQueryClient(), userEventOptions, ...rest } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <ToastProvider>
          <SignInPromptProvider>{children}</SignInPromptProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const user = userEvent.setup(userEventOptions);
  return { user, queryClient, ...render(ui, { wrapper, ...rest }) };
}
