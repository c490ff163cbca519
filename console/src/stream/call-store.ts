import type { components } from '#contract/mock-control.d.ts';

export type CallSummary = components['schemas']['CallSummary'];

/** Calls the list holds at most: the newest are kept. */
export const LISTED_CALLS = 1000;
const CLEARED_KEY = 'mock-console.cleared-through';

export interface CallsSnapshot {
  calls: readonly CallSummary[];
  paused: boolean;
  /** Calls that arrived while paused, listed on resume (the view counts those its filters show). */
  waiting: readonly CallSummary[];
  /** Calls the mock left out of its batches (more than 1,000 a second). */
  dropped: number;
}

/**
 * The calls the stream brought, newest last, for React to read (useSyncExternalStore). Paused, new calls wait and are
 * counted; cleared, the calls up to the last one are hidden, even from a reload (kept in the tab's session storage).
 */
export class CallStore {
  private snapshot: CallsSnapshot = { calls: [], paused: false, waiting: [], dropped: 0 };
  private clearedThrough: number;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = sessionStorage) {
    this.clearedThrough = Number(storage?.getItem(CLEARED_KEY) ?? 0) || 0;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (): CallsSnapshot => this.snapshot;

  add(calls: readonly CallSummary[], dropped: number): void {
    const fresh = calls.filter((call) => call.id > this.clearedThrough);
    if (this.snapshot.paused) {
      const waiting = [...this.snapshot.waiting, ...fresh].slice(-LISTED_CALLS);
      this.set({ waiting, dropped: this.snapshot.dropped + dropped });
      return;
    }
    this.set({ calls: this.keep([...this.snapshot.calls, ...fresh]), dropped: this.snapshot.dropped + dropped });
  }

  pause(): void {
    this.set({ paused: true });
  }

  resume(): void {
    const calls = this.keep([...this.snapshot.calls, ...this.snapshot.waiting]);
    this.set({ paused: false, waiting: [], calls });
  }

  clear(): void {
    const last = [...this.snapshot.calls, ...this.snapshot.waiting].at(-1)?.id ?? this.clearedThrough;
    this.clearedThrough = last;
    this.storage?.setItem(CLEARED_KEY, String(last));
    this.set({ calls: [], waiting: [], dropped: 0 });
  }

  private keep(calls: CallSummary[]): CallSummary[] {
    // A reconnect may bring calls again: each once, in order.
    const byId = new Map(calls.map((call) => [call.id, call]));
    return [...byId.values()].sort((a, b) => a.id - b.id).slice(-LISTED_CALLS);
  }

  private set(change: Partial<CallsSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
