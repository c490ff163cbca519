import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';

/** Loaded when first opened, so the home screen's first load does not carry it. */
export const ReferModal = preloadableLazy(() =>
  import('./components/refer-modal.tsx').then((m) => ({ default: m.ReferModal })),
);
/**
 * The 'Refer a Candidate' card (the home sidebar, My Referrals), its own chunk: the home screen renders it once the
 * first load is over, so the first ten jobs do not wait for its form.
 */
export const ReferSidebarCard = preloadableLazy(() =>
  import('./components/refer-sidebar-card.tsx').then((m) => ({ default: m.ReferSidebarCard })),
);
