import type { ResolvedLocation } from './location-types.ts';

export interface LocationNotice {
  kind: 'warning' | 'info';
  message: string;
}

/** The toast after browser geolocation failed: near the IP city, or in the user's area (the default). */
export function locationNotice(location: ResolvedLocation, authenticated: boolean): LocationNotice | null {
  if (location.failure === null) return null;
  const byIp = location.source === 'ip';
  if (authenticated) {
    return byIp
      ? { kind: 'warning', message: `Location permission declined. Showing jobs near ${location.city}.` }
      : { kind: 'warning', message: 'Location access denied. Showing jobs in your area.' };
  }
  return byIp
    ? { kind: 'info', message: `We couldn't access precise GPS data. Currently showing jobs near ${location.city}.` }
    : {
        kind: 'info',
        message: 'Please enable location access in your browser to see jobs near you. Currently showing jobs in your area.',
      };
}
