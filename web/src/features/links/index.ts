import { isInAppPath } from '#machines/values/link-paths.ts';
import { linkState } from './link-state.ts';

export { LinkOverlay } from './components/link-overlay.tsx';

/** The not-found screen, loaded with its route. */
export const loadNotFoundPage = () => import('./components/not-found-page.tsx');

/**
 * Resolves a shared link once per page load (the link-resolution flow). In-app paths need no answer, so the
 * link machine is only loaded for the others.
 */
export const linkHelper = {
  start(location: { pathname: string; search: string }, navigate: (to: string) => void): void {
    if (linkState.get().status !== 'idle') return;
    if (isInAppPath(location.pathname)) {
      linkState.publish({ status: 'done', result: { kind: 'skipped' } });
      return;
    }
    let cancelled = false;
    linkState.publish({ status: 'running', overlay: false });
    linkState.setCanceller(() => {
      cancelled = true;
      linkState.publish({ status: 'done', result: { kind: 'cancelled' } });
    });
    void import('./link-helper.ts').then(({ linkHelper: helper }) => {
      if (cancelled) return;
      linkState.clear();
      helper.start(location, navigate);
    });
  },
  /** The visitor moved on: hide the overlay and ignore a late answer. */
  cancel: () => linkState.cancel(),
};
