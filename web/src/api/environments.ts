export type EnvironmentName = 'production' | 'preproduction' | 'qa' | 'local';

export interface BaseUrls {
  /** The upstream API (every path in the contract). */
  api: string;
  /** IP-based location lookup, used when browser geolocation fails. */
  ipLookup: string;
  /** Reverse geocoding, first choice. */
  reverseGeocode: string;
  /** Reverse geocoding, backup. */
  reverseGeocodeBackup: string;
}

const HOSTS: Readonly<Record<Exclude<EnvironmentName, 'local'>, readonly string[]>> = {
  production: ['talentjobs.in', 'www.talentjobs.in'],
  preproduction: ['preprod.talentjobs.in'],
  qa: ['qa.talentjobs.in'],
};

const API_BASE_URLS: Readonly<Record<Exclude<EnvironmentName, 'local'>, string>> = {
  production: 'https://api.talentjobs.in',
  preproduction: 'https://preprod-api.talentjobs.in',
  qa: 'https://qa-api.talentjobs.in',
};

/** Third-party services, as the contract's path-level `servers` name them. */
const THIRD_PARTY_BASE_URLS: Omit<BaseUrls, 'api'> = {
  ipLookup: 'https://ipapi.co',
  reverseGeocode: 'https://api.bigdatacloud.net',
  reverseGeocodeBackup: 'https://nominatim.openstreetmap.org',
};

/** Vite variables that override the host-based choice. */
export const ENV_VARIABLES: Readonly<Record<keyof BaseUrls, string>> = {
  api: 'VITE_API_BASE_URL',
  ipLookup: 'VITE_IP_LOOKUP_BASE_URL',
  reverseGeocode: 'VITE_REVERSE_GEOCODE_BASE_URL',
  reverseGeocodeBackup: 'VITE_REVERSE_GEOCODE_BACKUP_BASE_URL',
};

export interface BaseUrlInputs {
  /** The page's host name, e.g. location.hostname. */
  hostname: string;
  /** The page's origin, e.g. location.origin; '' where there is no page. */
  origin: string;
  /** Build-time variables (import.meta.env). */
  env?: Readonly<Record<string, unknown>>;
  /** Explicit choices; they win over everything else. */
  overrides?: Partial<BaseUrls>;
}

export function environmentFor(hostname: string): EnvironmentName {
  const host = hostname.toLowerCase();
  for (const [name, hosts] of Object.entries(HOSTS) as [Exclude<EnvironmentName, 'local'>, readonly string[]][]) {
    if (hosts.includes(host)) return name;
  }
  return 'local';
}

export function resolveBaseUrls({ hostname, origin, env = {}, overrides = {} }: BaseUrlInputs): BaseUrls {
  const environment = environmentFor(hostname);
  // Locally the mock serves the upstream and stand-ins for the third parties (whose paths do not clash) on the page's origin.
  const defaults: BaseUrls =
    environment === 'local'
      ? { api: origin, ipLookup: origin, reverseGeocode: origin, reverseGeocodeBackup: origin }
      : { api: API_BASE_URLS[environment], ...THIRD_PARTY_BASE_URLS };

  const pick = (key: keyof BaseUrls): string => {
    const fromEnv = env[ENV_VARIABLES[key]];
    const chosen = overrides[key] ?? (typeof fromEnv === 'string' ? fromEnv : undefined);
    if (chosen === undefined) return defaults[key];
    // An empty override means "this page's own origin".
    const trimmed = chosen.trim().replace(/\/+$/, '');
    return trimmed === '' ? origin : trimmed;
  };

  return {
    api: pick('api'),
    ipLookup: pick('ipLookup'),
    reverseGeocode: pick('reverseGeocode'),
    reverseGeocodeBackup: pick('reverseGeocodeBackup'),
  };
}

/** Base URLs for the running page (its location and the Vite build variables). */
export function currentBaseUrls(overrides?: Partial<BaseUrls>): BaseUrls {
  const location = globalThis.location as Location | undefined;
  return resolveBaseUrls({
    hostname: location?.hostname ?? '',
    // Pages without a real origin (file:) report the string 'null'.
    origin: location?.origin && location.origin !== 'null' ? location.origin : '',
    env: import.meta.env,
    overrides,
  });
}
