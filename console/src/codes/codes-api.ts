import { queryOptions } from '@tanstack/react-query';
import type { paths } from '#contract/mock-control.d.ts';
import { answered } from '../api/control-error.ts';
import { consoleKeys } from '../api/console-keys.ts';
import type { ControlClient, Scope } from '../api/control-client.ts';

type Codes = paths['/__mock/otp/codes']['get']['responses']['200']['content']['application/json'];
export type IssuedCode = Codes['codes'][number];
export type Identities = paths['/__mock/demo']['get']['responses']['200']['content']['application/json'];

/** The codes the world sent lately (newest first) and its code mode. */
export const codesQueryOptions = (scope: Scope, client: ControlClient) =>
  queryOptions({
    queryKey: consoleKeys.codes(scope),
    queryFn: async (): Promise<Codes> => answered(await client.GET('/__mock/otp/codes')),
  });

/** The demo identities (and the demo code while codes are fixed), and the short links that resolve. */
export const demoQueryOptions = (scope: Scope, client: ControlClient) =>
  queryOptions({
    queryKey: consoleKeys.demo(scope),
    queryFn: async (): Promise<Identities> => answered(await client.GET('/__mock/demo')),
  });
