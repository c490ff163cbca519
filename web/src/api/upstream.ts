import type { paths } from '#contract/schema.d.ts';
import { createApiClient, type ApiClientOptions } from './create-api-client.ts';
import { createThirdPartyClient } from './create-third-party-client.ts';
import { currentBaseUrls, type BaseUrls } from './environments.ts';

/** Operations served by services outside the upstream (each has its own base URL, no service token). */
type IpLookupPaths = Pick<paths, '/json/'>;
type ReverseGeocodePaths = Pick<paths, '/data/reverse-geocode-client'>;
type ReverseGeocodeBackupPaths = Pick<paths, '/reverse'>;
export type UpstreamPaths = Omit<
  paths,
  keyof IpLookupPaths | keyof ReverseGeocodePaths | keyof ReverseGeocodeBackupPaths
>;

export interface ApiClientsOptions extends Omit<ApiClientOptions, 'baseUrl'> {
  baseUrls?: Partial<BaseUrls>;
}

/** One client per base URL, typed by the contract. */
export function createApiClients(options: ApiClientsOptions = {}) {
  const { baseUrls, ...clientOptions } = options;
  const urls = currentBaseUrls(baseUrls);
  const { timeouts } = clientOptions;
  return {
    upstream: createApiClient<UpstreamPaths>({ ...clientOptions, baseUrl: urls.api }),
    ipLookup: createThirdPartyClient<IpLookupPaths>({ baseUrl: urls.ipLookup, timeouts }),
    reverseGeocode: createThirdPartyClient<ReverseGeocodePaths>({ baseUrl: urls.reverseGeocode, timeouts }),
    reverseGeocodeBackup: createThirdPartyClient<ReverseGeocodeBackupPaths>({
      baseUrl: urls.reverseGeocodeBackup,
      timeouts,
    }),
  };
}

export type ApiClients = ReturnType<typeof createApiClients>;

/** The page's clients: base URLs from its host name (or VITE_ variables), token cached in localStorage. */
export const api: ApiClients = createApiClients();
