import { api } from '#web/api/index.ts';
import type { Point } from '../model/location-types.ts';

export interface IpLocation extends Point {
  city: string;
}

/** The third-party IP look-up: latitude, longitude and city (null when it cannot tell). */
export async function lookupIpLocation(signal?: AbortSignal): Promise<IpLocation | null> {
  const { ipLookup } = api;
  const result = await ipLookup.call((init) => ipLookup.client.GET('/json/', init), { timeout: 'short', signal });
  if (!result.ok || !result.data) return null;
  const { latitude, longitude, city } = result.data;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude, longitude, city: city?.trim() ?? '' };
}
