import { queryOptions } from '@tanstack/react-query';
import { answered } from '../api/control-error.ts';
import { consoleKeys } from '../api/console-keys.ts';
import { controlClient } from '../api/control-client.ts';

const anyScope = controlClient(null);

/** One kept call in full (its request and answer, secrets masked, and how to send it again). */
export const callQueryOptions = (id: number) =>
  queryOptions({
    queryKey: consoleKeys.call(id),
    queryFn: async () =>
      answered(await anyScope.GET('/__mock/console/calls/{id}', { params: { path: { id: String(id) } } })),
  });
