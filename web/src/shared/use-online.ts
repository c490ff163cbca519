import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isNetworkFailure } from '#machines';

/**
 * Whether the browser is online, as TanStack Query's `onlineManager` tracks it (the `online`/`offline` events; tests
 * set it with `onlineManager.setOnline`). Re-renders when it changes. The same manager refetches a failed query once
 * the browser is back online, so a screen showing the offline state needs nothing else to recover.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineSubscribe, onlineNow, onlineNow);
}

const onlineSubscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const onlineNow = () => onlineManager.isOnline();

/** Calls `onOnline` each time the browser comes back online; returns the unsubscribe. */
export function whenBackOnline(onOnline: () => void): () => void {
  return onlineManager.subscribe((online) => {
    if (online) onOnline();
  });
}

/** A failed load's reason, as `connectionProblem` (`connection-problem.ts`) reads it, for a flow's failure rather than a query's. */
export function failureProblem(failure: unknown, online: boolean): 'offline' | 'unanswered' | null {
  if (!online) return 'offline';
  return isNetworkFailure(failure) ? 'unanswered' : null;
}
