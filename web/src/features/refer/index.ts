import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';

/** Loaded when first opened, so the home screen's first load does not carry it. */
export const ReferModal = preloadableLazy(() =>
  import('./components/refer-modal.tsx').then((m) => ({ default: m.ReferModal })),
);
export { ReferSidebarCard } from './components/refer-sidebar-card.tsx';
