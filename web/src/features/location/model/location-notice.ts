import { message, type KeyedMessage, type MessageKey } from '#machines';
import { i18n } from '#web/i18n/index.ts';
import type { ResolvedLocation } from './location-types.ts';

export interface LocationNotice {
  kind: 'warning' | 'info';
  /**
   * Shown in the page (`LocationNoticeRegion`), in the chosen language: a notice made before the candidate picks
   * another language reads in that language at once. A location text (web/src/locales/<language>/location.json): see loadNoticeTexts.
   */
  message: KeyedMessage;
  /**
   * The word said while the browser asks for the position: the list waits on the candidate's answer (it shows the
   * word instead of its loading cards), and the word goes with the answer rather than being dismissed.
   */
  asking?: true;
}

/**
 * The location texts, before a notice is shown: a first page whose browser gave a position does without them, and
 * they are in the chosen language before the notice shows.
 */
export const loadNoticeTexts = (): Promise<unknown> =>
  import('../i18n.ts').then(({ locationNs }) => i18n.loadNamespaces(locationNs));

/**
 * A city's name in the chosen language (the cityNames catalogue, written for the languages that translate job fields);
 * one the catalogue does not know reads as the upstream wrote it (i18next gives back a missing key).
 */
// The key is the city's English name, which only the catalogue knows: not one of the keys a flow names ahead.
const cityName = (city: string) => message(`cityNames:${city}` as MessageKey);

/** Said before the browser asks for the position: 'To show jobs near you, allow your location when your browser asks.' */
export const BEFORE_ASKING: LocationNotice = {
  kind: 'info',
  message: message('location:notice.beforeAsking'),
  asking: true,
};

/** The notice after browser geolocation failed: near the IP city, or in the user's area (the default). */
export function locationNotice(location: ResolvedLocation, authenticated: boolean): LocationNotice | null {
  if (location.failure === null) return null;
  const city = cityName(location.city);
  if (location.source === 'ip') {
    return authenticated
      ? // 'Location permission declined. Showing jobs near {{city}}.'
        { kind: 'warning', message: message('location:notice.declinedNear', { city }) }
      : // "We couldn't access precise GPS data. Currently showing jobs near {{city}}."
        { kind: 'info', message: message('location:notice.noGpsNear', { city }) };
  }
  return authenticated
    ? // 'Location access denied. Showing jobs in your area.'
      { kind: 'warning', message: message('location:notice.denied') }
    : // 'Please enable location access in your browser to see jobs near you. Currently showing jobs in your area.'
      { kind: 'info', message: message('location:notice.enable') };
}
