import { useSyncExternalStore } from 'react';
import type { LinkResolution } from '#machines';

export type LinkHelperState =
  { status: 'idle' } | { status: 'running'; overlay: boolean } | { status: 'done'; result: LinkResolution };

const listeners = new Set<() => void>();
let state: LinkHelperState = { status: 'idle' };
let cancelRun: (() => void) | null = null;

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
  clear(): void {
    cancelRun = null;
    state = { status: 'idle' };
    for (const listener of listeners) listener();
  },
};

export function useLinkHelperState(): LinkHelperState {
  return useSyncExternalStore(linkState.subscribe, linkState.get, linkState.get);
}
