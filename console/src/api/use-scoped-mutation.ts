import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useScope } from '../app/scope.tsx';
import { consoleKeys } from './console-keys.ts';
import type { ControlClient } from './control-client.ts';

/**
 * A control call that changes the world in view: made with the scope's client; once it succeeds, everything shown of
 * that world is asked again (the stream tells other consoles the same).
 */
export function useScopedMutation<In, Out>(run: (client: ControlClient, input: In) => Promise<Out>) {
  const { scope, client } = useScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => run(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.scope(scope) }),
  });
}
