import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '#contract/mock-control.d.ts';
import { answered } from '../api/control-error.ts';
import { consoleKeys } from '../api/console-keys.ts';
import { controlClient } from '../api/control-client.ts';

/** The sessions list is the mock's, whatever the scope: asked without a session. */
const registry = controlClient(null);

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: consoleKeys.sessions(),
    queryFn: async () => answered(await registry.GET('/__mock/sessions')),
  });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      answered(await registry.DELETE('/__mock/sessions/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.sessions() }),
  });
}

export interface NewSession {
  id?: string;
  scenario?: components['schemas']['ScenarioName'];
  auth?: 'open' | 'strict';
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (asked: NewSession) => answered(await registry.POST('/__mock/sessions', { body: asked })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.sessions() }),
  });
}
