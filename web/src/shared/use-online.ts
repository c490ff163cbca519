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

/**
 * Why a load cannot show its data: 'offline' (the browser is offline, or the query is paused waiting for the network),
 * 'unanswered' (online, but the request got no answer: a network error or a time limit reached). Null for anything
 * else, an upstream's refusal included: that keeps the screen's own error state.
 */
export type ConnectionProblem = 'offline' | 'unanswered';

export interface QueryConnectionState {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  error: unknown;
}

export function connectionProblem(query: QueryConnectionState, online: boolean): ConnectionProblem | null {
  if (query.fetchStatus === 'paused') return 'offline';
  if (query.status !== 'error') return null;
  if (!online) return 'offline';
  return isNetworkFailure(query.error) ? 'unanswered' : null;
}

/** A failed load's reason, as `connectionProblem` reads it, for a flow's failure rather than a query's. */
export function failureProblem(failure: unknown, online: boolean): ConnectionProblem | null {
  if (!online) return 'offline';
  return isNetworkFailure(failure) ? 'unanswered' : null;
}

/** The connection problem of a query on this screen, re-read when the browser goes offline or comes back. */
export function useConnectionProblem(query: QueryConnectionState): ConnectionProblem | null {
  return connectionProblem(query, useOnline());
}
