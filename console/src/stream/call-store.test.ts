import { describe, expect, it } from 'vitest';
import { CallStore, LISTED_CALLS, type CallSummary } from './call-store.ts';

const call = (id: number): CallSummary => ({
  id,
  session: null,
  time: '2026-12-06T05:00:00.000Z',
  operationId: 'getJobById',
  method: 'GET',
  path: '/j',
  status: 200,
  durationMs: 1,
  verdict: { valid: true, violations: [] },
});
const ids = (store: CallStore) => store.get().calls.map((c) => c.id);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

describe('the call store', () => {
  it('keeps the newest calls, each once, in order', () => {
    const store = new CallStore(memoryStorage());
    store.add([call(2), call(1)], 0);
    store.add([call(2), call(3)], 4);
    expect(ids(store)).toEqual([1, 2, 3]);
    expect(store.get().dropped).toBe(4);
    store.add(
      Array.from({ length: LISTED_CALLS + 5 }, (_, i) => call(10 + i)),
      0,
    );
    expect(store.get().calls).toHaveLength(LISTED_CALLS);
    expect(ids(store).at(-1)).toBe(LISTED_CALLS + 14);
  });

  it('holds new calls while paused, counts them, and shows them on resume', () => {
    const store = new CallStore(memoryStorage());
    store.add([call(1)], 0);
    store.pause();
    store.add([call(2), call(3)], 0);
    expect(ids(store)).toEqual([1]);
    expect(store.get()).toMatchObject({ paused: true });
    expect(store.get().waiting).toHaveLength(2);
    store.resume();
    expect(ids(store)).toEqual([1, 2, 3]);
    expect(store.get()).toMatchObject({ paused: false, waiting: [] });
  });

  it('clears the list, and a reload (the same tab) does not bring the cleared calls back', () => {
    const storage = memoryStorage();
    const store = new CallStore(storage);
    store.add([call(1), call(2)], 0);
    store.clear();
    expect(ids(store)).toEqual([]);
    const reloaded = new CallStore(storage);
    reloaded.add([call(1), call(2), call(3)], 0);
    expect(ids(reloaded)).toEqual([3]);
  });
});
