import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { consoleKeys } from '../api/console-keys.ts';
import { useScope } from '../app/scope.tsx';
import { CallStore } from './call-store.ts';
import {
  eventData,
  isSessionsChange,
  type CallsBatch,
  type Checking,
  type ControlChange,
  type Hello,
} from './stream-events.ts';

export const EVENTS_URL = '/__mock/console/events';
/**
 * What follows the calls (codes sent, coverage, a fault's calls left; the sessions they made or used) is asked again at
 * most this often.
 */
const REFRESH_EVERY_MS = 1000;
const SESSIONS_EVERY_MS = 2000;

/** A function that runs `work` at most once every `ms`: a call within the wait is run once it is over. */
function throttled(ms: number, work: () => void): () => void {
  let last = 0;
  let pending: number | undefined;
  const run = () => {
    pending = undefined;
    last = Date.now();
    work();
  };
  return () => {
    if (pending !== undefined) return;
    const wait = last + ms - Date.now();
    if (wait <= 0) run();
    else pending = window.setTimeout(run, wait);
  };
}

export interface StreamStatus {
  state: 'connecting' | 'live' | 'reconnecting';
  checking?: Checking;
}

interface LiveValue {
  status: StreamStatus;
  calls: CallStore;
}

const LiveContext = createContext<LiveValue | null>(null);

/**
 * The mock's stream of calls and control changes (server-sent events; the browser reconnects by itself and resumes
 * after the last call it saw). Calls go to the call store; a change to the world in view, made here or anywhere else
 * (curl, a test), has the views that show it asked again, without a reload.
 */
export function LiveStreamProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { scope } = useScope();
  const scopeRef = useRef(scope);
  useEffect(() => {
    scopeRef.current = scope;
  }, [scope]);
  const [calls] = useState(() => new CallStore());
  const [status, setStatus] = useState<StreamStatus>({ state: 'connecting' });

  useEffect(() => {
    const source = new EventSource(EVENTS_URL);
    const refreshFollowers = throttled(REFRESH_EVERY_MS, () => {
      for (const key of [consoleKeys.coverage, consoleKeys.codes, consoleKeys.faults])
        void queryClient.invalidateQueries({ queryKey: key(scopeRef.current) });
    });
    const refreshSessions = throttled(SESSIONS_EVERY_MS, () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.sessions() });
    });
    source.addEventListener('hello', (event) => {
      const hello = eventData<Hello>(event);
      setStatus({ state: 'live', checking: hello.checking });
      // Back after a drop: whatever changed meanwhile is asked again.
      if (hello.resumed) void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    });
    source.addEventListener('calls', (event) => {
      const batch = eventData<CallsBatch>(event);
      calls.add(batch.calls, batch.dropped);
      refreshSessions();
      if (batch.calls.some((call) => call.session === scopeRef.current)) refreshFollowers();
    });
    source.addEventListener('control', (event) => {
      const { changes } = eventData<{ changes: ControlChange[] }>(event);
      if (changes.some(isSessionsChange)) void queryClient.invalidateQueries({ queryKey: consoleKeys.sessions() });
      if (changes.some((change) => !isSessionsChange(change) && change.session === scopeRef.current))
        void queryClient.invalidateQueries({ queryKey: consoleKeys.scope(scopeRef.current) });
    });
    source.onerror = () => setStatus((now) => ({ ...now, state: 'reconnecting' }));
    return () => source.close();
  }, [calls, queryClient]);

  return <LiveContext.Provider value={{ status, calls }}>{children}</LiveContext.Provider>;
}

export function useLive(): LiveValue {
  const value = useContext(LiveContext);
  if (!value) throw new Error('useLive is used outside LiveStreamProvider');
  return value;
}
