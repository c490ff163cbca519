import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import type { LocationPreference } from '#machines';
import { currentLocationQueryOptions } from '../api/resolve-current-location.ts';
import { browserWillAsk } from '../model/browser-position.ts';
import { LocationNoticeBanner } from '../components/location-notice-region.tsx';
import type { LocationNotice } from '../model/location-notice.ts';
import { coordinatesText, type Point, type ResolvedLocation } from '../model/location-types.ts';
import type { Candidate } from '#web/entities/candidate/index.ts';

/**
 * The notices with their texts in the chosen language (and the banner that shows one): fetched only when one is said
 * (a first page whose browser gave a position needs none of it).
 */
const loadNotices = () =>
  import('../model/location-notice.ts').then(async (notices) => {
    await Promise.all([notices.loadNoticeTexts(), LocationNoticeBanner.preload()]);
    return notices;
  });

export interface LocationResolverOptions {
  authenticated: boolean;
  /** The candidate (their saved base location); only asked for the 'saved' choice. */
  loadCandidate: () => Promise<Pick<Candidate, 'savedLocation'> | null>;
  /**
   * Shows a notice in the page (`LocationNoticeRegion`), its texts loaded: the word before the browser's prompt
   * (`asking`), then null once the browser has its answer; the notice of a failed browser position.
   */
  onNotice: (notice: LocationNotice | null) => void;
}

/**
 * Where to look for jobs: the saved base location when chosen and known, else the current location.
 * The failure notice is given once a browser session, however often the point is asked for and however many pages open.
 */
export function useLocationResolver({ authenticated, loadCandidate, onNotice }: LocationResolverOptions) {
  const queryClient = useQueryClient();

  const savedLocation = useCallback(async (): Promise<ResolvedLocation | null> => {
    try {
      const saved = (await loadCandidate())?.savedLocation;
      if (!saved) return null;
      // A saved city without coordinates (rare) is geocoded: that code is fetched only then.
      const point: Point =
        saved.point ??
        (await import('../api/geocode-address.ts').then(({ geocodeQueryOptions }) =>
          queryClient.fetchQuery(geocodeQueryOptions(saved.cityName)),
        ));
      return {
        ...point,
        city: saved.cityName || coordinatesText(point),
        accuracy: null,
        source: 'saved',
        isDefault: false,
        failure: null,
      };
    } catch {
      return null;
    }
  }, [queryClient, loadCandidate]);

  return useCallback(
    async (preference: LocationPreference | null): Promise<ResolvedLocation> => {
      const saved = preference === 'saved' ? await savedLocation() : null;
      if (saved) return saved;
      // A word in the page before the browser's prompt, saying why the location is asked for: drawn before it is
      // asked, taken away once the browser has its answer. (A position this page already has is not asked again.)
      const location = currentLocationQueryOptions();
      let asking = false;
      if (queryClient.getQueryData(location.queryKey) === undefined && (await browserWillAsk())) {
        asking = await loadNotices().then(
          ({ BEFORE_ASKING }) => {
            onNotice(BEFORE_ASKING);
            return true;
          },
          () => false,
        );
        await new Promise((drawn) => setTimeout(drawn, 0));
      }
      const current = await queryClient.fetchQuery(location).finally(() => {
        if (asking) onNotice(null);
      });
      if (current.failure !== null && sessionStorage.getItem(SESSION_STORAGE_KEYS.locationNoticeShown) === null) {
        sessionStorage.setItem(SESSION_STORAGE_KEYS.locationNoticeShown, 'true');
        // Without its texts (their script failed to load) the notice is left out. Awaited, so that the list says it
        // with its first jobs rather than moving them once they are on screen.
        await loadNotices().then(
          ({ locationNotice }) => {
            const notice = locationNotice(current, authenticated);
            if (notice) onNotice(notice);
          },
          () => undefined,
        );
      }
      return current;
    },
    [authenticated, queryClient, savedLocation, onNotice],
  );
}
