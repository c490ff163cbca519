import { fillMessage } from '#machines';
import type { ResolvedLocation } from './location-types.ts';

/**
 * The notices' English texts (the spec's). Shown as toasts, which translate a message as they render (each
 * language's wording is in the messages catalogue, keyed by these templates): a notice made before the candidate
 * picks another language reads in that language at once.
 */
const NOTICES = {
  declinedNear: 'Location permission declined. Showing jobs near {{city}}.',
  denied: 'Location access denied. Showing jobs in your area.',
  noGpsNear: "We couldn't access precise GPS data. Currently showing jobs near {{city}}.",
  enable: 'Please enable location access in your browser to see jobs near you. Currently showing jobs in your area.',
} as const;

export interface LocationNotice {
  kind: 'warning' | 'info';
  /** In English, to be shown through the messages lookup (toasts do). */
  message: string;
}

const notice = (kind: LocationNotice['kind'], template: string, city: string): LocationNotice => ({
  kind,
  message: fillMessage(template, { city }),
});

/** The toast after browser geolocation failed: near the IP city, or in the user's area (the default). */
export function locationNotice(location: ResolvedLocation, authenticated: boolean): LocationNotice | null {
  if (location.failure === null) return null;
  const byIp = location.source === 'ip';
  if (authenticated) {
    return byIp
      ? notice('warning', NOTICES.declinedNear, location.city)
      : notice('warning', NOTICES.denied, location.city);
  }
  return byIp ? notice('info', NOTICES.noGpsNear, location.city) : notice('info', NOTICES.enable, location.city);
}
