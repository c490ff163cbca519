import { Suspense } from 'react';
import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';
import type { LocationNotice } from '../model/location-notice.ts';

/**
 * Fetched with the notice's texts (`preload`, before the notice is given): most first pages, whose browser gave a
 * position, never need it, and one that does shows it in the same change as the first jobs.
 */
export const LocationNoticeBanner = preloadableLazy(() =>
  import('./location-notice-banner.tsx').then((m) => ({ default: m.LocationNoticeBanner })),
);

export interface LocationNoticeRegionProps {
  notice: LocationNotice | null;
  onDismiss: () => void;
}

/**
 * Where the page says why the browser is about to ask for the location ('To show jobs near you, allow your
 * location…') and why its jobs are not where the candidate is ('We couldn't access precise GPS data…'): a status in
 * the page's flow (the job list puts it under its heading, there before anything is said in it). Being part of the
 * page, it never covers the header, and a dialog opened over the page covers it (and makes it inert).
 */
export function LocationNoticeRegion({ notice, onDismiss }: LocationNoticeRegionProps) {
  return (
    <div className="location-notice-region" role="status">
      {notice ? (
        <Suspense fallback={null}>
          <LocationNoticeBanner notice={notice} onDismiss={onDismiss} />
        </Suspense>
      ) : null}
    </div>
  );
}
