import { queryOptions } from '@tanstack/react-query';
import type { components } from '#contract/mock-control.d.ts';
import { answered } from '../api/control-error.ts';
import { consoleKeys } from '../api/console-keys.ts';
import type { ControlClient, Scope } from '../api/control-client.ts';

export type OperationCoverage = components['schemas']['OperationCoverage'];

/** Every operation by area, with the calls this world answered per status. */
export const coverageQueryOptions = (scope: Scope, client: ControlClient) =>
  queryOptions({
    queryKey: consoleKeys.coverage(scope),
    queryFn: async () => answered(await client.GET('/__mock/coverage')),
  });
