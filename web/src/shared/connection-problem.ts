import { isNetworkFailure } from '#machines';
import { useOnline } from './use-online.ts';

/**
 * Why a load cannot show its data: 'offline' (the browser is offline, or the query is paused waiting for the network),
 * 'unanswered' (online, but the request got no answer: a network error or a time limit reached). Null for anything
 * else, an upstream's refusal included: that keeps the screen's own error state.
 */
export type ConnectionProblem = 'offline' | 'unanswered';

interface QueryConnectionState {
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

/** The connection problem of a query on this screen, re-read when the browser goes offline or comes back. */
export function useConnectionProblem(query: QueryConnectionState): ConnectionProblem | null {
  return connectionProblem(query, useOnline());
}
