import { lazy, Suspense } from 'react';
import type { LocationNotice } from '../model/location-notice.ts';

/** Loaded with the first notice: most first pages, whose browser gave a position, never need it. */
const LocationNoticeBanner = lazy(() =>
  import('./location-notice-banner.tsx').then((m) => ({ default: m.LocationNoticeBanner })),
);

export interface LocationNoticeRegionProps {
  notice: LocationNotice | null;
  onDismiss: () => void;
}

/**
 * Where the page says why its jobs are not where the candidate is ('We couldn't access precise GPS data…'): a status
 * region in the page's flow under the header, there from the first render so that a notice put in it is announced.
 * Being part of the page, it never covers the header, and a dialog opened over the page covers it (and makes it inert).
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
