import createClient, { type Client } from 'openapi-fetch';
import { createCaller, type Call } from './create-caller.ts';
import { lateBoundFetch } from './late-bound-fetch.ts';
import { captureErrorBody } from './raw-body.ts';
import { resolveTimeouts, type TimeoutTable } from './timeouts.ts';

export interface ThirdPartyClientOptions {
  /** See environments.ts: ipLookup, reverseGeocode or reverseGeocodeBackup. */
  baseUrl: string;
  timeouts?: Partial<TimeoutTable>;
}

export interface ThirdPartyClient<Paths extends {}> {
  client: Client<Paths>;
  call: Call;
  baseUrl: string;
}

/** A client for a service outside the upstream: same result mapping, no service token. */
export function createThirdPartyClient<Paths extends {}>(options: ThirdPartyClientOptions): ThirdPartyClient<Paths> {
  const client = createClient<Paths>({ baseUrl: options.baseUrl, fetch: lateBoundFetch });
  client.use(captureErrorBody);
  return { client, call: createCaller(resolveTimeouts(options.timeouts)), baseUrl: options.baseUrl };
}
