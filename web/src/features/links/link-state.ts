import { useSyncExternalStore } from 'react';
import type { LinkResolution } from '#machines';

export type LinkHelperState =
  { status: 'idle' } | { status: 'running'; overlay: boolean } | { status: 'done'; result: LinkResolution };

const listeners = new Set<() => void>();
let state: LinkHelperState = { status: 'idle' };
let cancelRun: (() => void) | null = null;
/** Whether the router has shown another address than the page load's since the page loaded. */
let leftPageLoadAddress = false;

/**
 * What the shared-link helper is doing, kept apart from the helper itself so that the header's
 * overlay can follow it without loading the link machine on every page.
 */
export const linkState = {
  get: (): LinkHelperState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  publish(next: LinkHelperState): void {
    if (next.status === 'done' && state.status === 'done') return;
    if (next.status === 'running' && state.status === 'running' && next.overlay === state.overlay) return;
    state = next;
    for (const listener of listeners) listener();
  },
  /** How a running resolution is cancelled (set by the helper while it runs). */
  setCanceller(cancel: (() => void) | null): void {
    cancelRun = cancel;
  },
  cancel(): void {
    cancelRun?.();
  },
  /** The router shows another address than the page load's (app/ tells it on each change of location). */
  addressChanged(): void {
    leftPageLoadAddress = true;
  },
  /**
   * The page load's link was followed (to its screen, or home for a job) and the router has not left the link's
   * address yet (the screen it goes to may still be loading): the catch-all route keeps saying so, never 404.
   */
  following(): boolean {
    return (
      !leftPageLoadAddress &&
      state.status === 'done' &&
      (state.result.kind === 'navigated' || state.result.kind === 'job')
    );
  },
  clear(): void {
    cancelRun = null;
    leftPageLoadAddress = false;
    state = { status: 'idle' };
    for (const listener of listeners) listener();
  },
};

export function useLinkHelperState(): LinkHelperState {
  return useSyncExternalStore(linkState.subscribe, linkState.get, linkState.get);
}
