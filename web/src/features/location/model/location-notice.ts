import type { KeyOf } from '../../../i18n/index.ts';
import { locationText } from '../i18n.ts';
import type en from '../locales/en.ts';
import type { ResolvedLocation } from './location-types.ts';

export interface LocationNotice {
  kind: 'warning' | 'info';
  /** In the language chosen when it is made (English until that language's location texts have loaded). */
  message: string;
}

function notice(kind: LocationNotice['kind'], key: KeyOf<typeof en>, city: string): LocationNotice {
  return { kind, message: locationText(key, { city }) };
}

/** The toast after browser geolocation failed: near the IP city, or in the user's area (the default). */
export function locationNotice(location: ResolvedLocation, authenticated: boolean): LocationNotice | null {
  if (location.failure === null) return null;
  const byIp = location.source === 'ip';
  if (authenticated) {
    return byIp ? notice('warning', 'notice.declinedNear', location.city) : notice('warning', 'notice.denied', location.city);
  }
  return byIp ? notice('info', 'notice.noGpsNear', location.city) : notice('info', 'notice.enable', location.city);
}
