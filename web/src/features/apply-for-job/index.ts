import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';

/** Loaded when first opened, so the home screen's first load does not carry it. */
export const ApplyModal = preloadableLazy(() =>
  import('./components/apply-modal.tsx').then((m) => ({ default: m.ApplyModal })),
);
