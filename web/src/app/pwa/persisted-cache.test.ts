import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '#web/shared/session.ts';
import type { SessionUser } from '#web/shared/session.ts';
import type * as PersistedCache from './persisted-cache.ts';
import { savedJobsKeys } from '#web/entities/saved-jobs/index.ts';
import { createQueryClient } from '../query-client.ts';

// IndexedDB through idb-keyval, in memory: jsdom has no IndexedDB.
const idb = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', async () => (await import('#web/testing/reloaded-page.ts')).memoryIndexedDb(idb));

// Each test starts with the module fresh (it persists one client per page) and the session it reads.
let kept: typeof PersistedCache;
let sessionStore: typeof SessionModule.sessionStore;

const candidate = (mobileNumber: string): SessionUser => ({
  name: 'Asha',
  email: '',
  mobile: `+91 ${mobileNumber}`,
  mobileNumber,
  candidateId: 7,
  initials: 'A',
});
const ASHA = candidate('9876543210');
const RAVI = candidate('9123456780');
const SEARCH = { distance: 50, page: 1, size: 1000, latitude: 12.97, longitude: 77.59 };

/** The query keys kept in an entry, as 'root/kind'. */
const keptIn = (entry: string) =>
  (idb.get(entry) as { clientState: { queries: Array<{ queryKey: unknown[] }> } } | undefined)?.clientState.queries.map(
    (query) => query.queryKey.slice(0, 2).join('/'),
  );

/** The gathered write (a second), then the idle moment it is written in. */
const settleWrites = async () => {
  await vi.advanceTimersByTimeAsync(1_000);
  await vi.advanceTimersByTimeAsync(10);
};

beforeEach(async () => {
  idb.clear();
  vi.resetModules();
  kept = await import('./persisted-cache.ts');
  ({ sessionStore } = await import('#web/shared/session.ts'));
  vi.useFakeTimers();
});
afterEach(() => {
  sessionStore.signOut();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe("the query cache's persisted copy", () => {
  it('are kept per signed-in candidate, and a visitor entry never holds a candidate’s data', async () => {
    const client = createQueryClient();
    client.setQueryData(['location', 'current'], { latitude: 12.97, longitude: 77.59, city: 'Bengaluru' });
    client.setQueryData(['jobs', 'search', { ...SEARCH, mobileNumber: '0' }], [{ id: 1 }]);
    kept.persistCache(client);
    await settleWrites();
    expect(keptIn('visitor')).toEqual(['location/current', 'jobs/search']);

    sessionStore.signIn(ASHA, 'token');
    client.setQueryData(['applications', 'list', ASHA.mobileNumber], { applications: [{ id: 'a1' }] });
    client.setQueryData(['earnings', 'summary', ASHA.mobileNumber], { balance: 500 });
    await settleWrites();
    expect(keptIn(kept.persistedCacheKey(ASHA))).toEqual(
      expect.arrayContaining(['applications/list', 'earnings/summary', 'jobs/search']),
    );
    expect(keptIn('visitor')).toEqual(['location/current', 'jobs/search']);
    // Nothing of the session itself: only what the queries hold.
    expect(JSON.stringify(idb.get(kept.persistedCacheKey(ASHA)))).not.toContain('token');

    sessionStore.signOut();
    sessionStore.signIn(RAVI, 'token');
    client.clear();
    client.setQueryData(['applications', 'list', RAVI.mobileNumber], { applications: [{ id: 'r1' }] });
    await settleWrites();
    expect(keptIn(kept.persistedCacheKey(RAVI))).toEqual(['applications/list']);
    expect(keptIn(kept.persistedCacheKey(ASHA))).toContain('applications/list');
  });

  it('writes a saved job at once, and any other change still waiting when the page is left or hidden', async () => {
    const client = createQueryClient();
    sessionStore.signIn(ASHA, 'token');
    kept.persistCache(client);
    await settleWrites();
    const entry = kept.persistedCacheKey(ASHA);
    const persisted = () =>
      (idb.get(entry) as { clientState: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } })
        .clientState.queries;
    const savedIn = () => persisted().find((query) => query.queryKey[0] === 'savedJobs')?.state.data;
    const profileIn = () => persisted().find((query) => query.queryKey[0] === 'candidate')?.state.data;

    vi.setSystemTime(Date.now() + 1);
    client.setQueryData(savedJobsKeys.of(ASHA.mobileNumber), [{ id: 'j1' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(savedIn()).toEqual([{ id: 'j1' }]);
    vi.setSystemTime(Date.now() + 1);
    client.setQueryData(savedJobsKeys.of(ASHA.mobileNumber), [{ id: 'j2' }, { id: 'j1' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(savedIn()).toEqual([{ id: 'j2' }, { id: 'j1' }]);

    client.setQueryData(['candidate', ASHA.mobileNumber], { name: 'Asha' });
    await vi.advanceTimersByTimeAsync(10);
    expect(profileIn()).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(profileIn()).toEqual({ name: 'Asha' });

    client.setQueryData(['candidate', ASHA.mobileNumber], { name: 'Asha K' });
    await vi.advanceTimersByTimeAsync(10);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    await vi.advanceTimersByTimeAsync(0);
    expect(profileIn()).toEqual({ name: 'Asha K' });
  });

  it('only the newest job search is kept', async () => {
    const client = createQueryClient();
    client.setQueryData(['jobs', 'search', { ...SEARCH, mobileNumber: '0', distance: 25 }], [{ id: 1 }], {
      updatedAt: 1_000,
    });
    client.setQueryData(['jobs', 'search', { ...SEARCH, mobileNumber: '0' }], [{ id: 2 }], { updatedAt: 2_000 });
    kept.persistCache(client);
    await settleWrites();
    const entry = idb.get('visitor') as { clientState: { queries: Array<{ state: { data: unknown } }> } };
    expect(entry.clientState.queries.map((query) => query.state.data)).toEqual([[{ id: 2 }]]);
  });

  it('are forgotten at sign-out, with a write of them still waiting, and the next candidate starts with none', async () => {
    const client = createQueryClient();
    kept.persistCache(client);
    sessionStore.signIn(ASHA, 'token');
    client.setQueryData(['referrals', 'list', ASHA.mobileNumber], [{ name: 'Ravi' }]);
    await settleWrites();
    expect(keptIn(kept.persistedCacheKey(ASHA))).toEqual(['referrals/list']);

    // A change just before signing out: its write is waiting when the candidate signs out.
    client.setQueryData(['earnings', 'summary', ASHA.mobileNumber], { balance: 500 });
    const signingOut = kept.forgetCandidateCache();
    sessionStore.signOut();
    client.clear();
    await signingOut;
    await settleWrites();
    expect([...idb.keys()].filter((key) => key.startsWith('candidate:'))).toEqual([]);

    // Offline at the next start, another candidate finds nothing of hers.
    sessionStore.signIn(RAVI, 'token');
    const next = createQueryClient();
    await kept.restoreCache(next, false);
    expect(next.getQueryData(['referrals', 'list', ASHA.mobileNumber])).toBeUndefined();
  });

  it('are restored offline into the cache, the screens waiting for the network instead of failing', async () => {
    const client = createQueryClient();
    kept.persistCache(client);
    sessionStore.signIn(ASHA, 'token');
    client.setQueryData(['applications', 'list', ASHA.mobileNumber], { applications: [{ id: 'a1' }] });
    await settleWrites();

    const offline = createQueryClient();
    await kept.restoreCache(offline, false);
    expect(onlineManager.isOnline()).toBe(false);
    expect(offline.getQueryData(['applications', 'list', ASHA.mobileNumber])).toEqual({
      applications: [{ id: 'a1' }],
    });
    // A flow's own fetch that needs the network fails at once instead of waiting for it.
    await expect(
      offline.fetchQuery({ queryKey: ['applications', 'list', ASHA.mobileNumber], queryFn: () => ({}), staleTime: 0 }),
    ).rejects.toMatchObject({ message: 'common:error.network' });
  });

  it('online, a start restores only a job search of the last 10 s (the spec’s jobs cache guard holds across a reload)', async () => {
    const client = createQueryClient();
    kept.persistCache(client);
    sessionStore.signIn(ASHA, 'token');
    client.setQueryData(['jobs', 'search', { ...SEARCH, mobileNumber: ASHA.mobileNumber }], [{ id: 1 }]);
    client.setQueryData(['applications', 'list', ASHA.mobileNumber], { applications: [{ id: 'a1' }] });
    await settleWrites();

    const reloaded = createQueryClient();
    await kept.restoreCache(reloaded, true);
    expect(onlineManager.isOnline()).toBe(true);
    expect(reloaded.getQueryData(['jobs', 'search', { ...SEARCH, mobileNumber: ASHA.mobileNumber }])).toEqual([
      { id: 1 },
    ]);
    // Every other screen asks the upstream on a new page, as it always has.
    expect(reloaded.getQueryData(['applications', 'list', ASHA.mobileNumber])).toBeUndefined();

    await vi.advanceTimersByTimeAsync(kept.FRESH_AFTER_RELOAD_MS);
    const later = createQueryClient();
    await kept.restoreCache(later, true);
    expect(later.getQueryData(['jobs', 'search', { ...SEARCH, mobileNumber: ASHA.mobileNumber }])).toBeUndefined();
  });

  it("keeps a candidate's saved jobs in their entry, restores them on every start (online, after 7 days too) and never in a visitor's", async () => {
    const client = createQueryClient();
    kept.persistCache(client);
    const job = { id: '42', job: { id: 42, jobName: 'Cook' }, savedAt: 1 };
    client.setQueryData(savedJobsKeys.of(ASHA.mobileNumber), [job]);
    await settleWrites();
    // A visitor's entry never holds them.
    expect(keptIn('visitor') ?? []).not.toContain('savedJobs/9876543210');

    sessionStore.signIn(ASHA, 'token');
    client.setQueryData(savedJobsKeys.of(ASHA.mobileNumber), [job]);
    client.setQueryData(['applications', 'list', ASHA.mobileNumber], { applications: [{ id: 'a1' }] });
    await settleWrites();
    expect(keptIn(kept.persistedCacheKey(ASHA))).toContain('savedJobs/9876543210');

    // Online, a new page has them (and not the applications, which it asks the upstream for).
    const reloaded = createQueryClient();
    await kept.restoreCache(reloaded, true);
    expect(reloaded.getQueryData(savedJobsKeys.of(ASHA.mobileNumber))).toEqual([job]);
    expect(reloaded.getQueryData(['applications', 'list', ASHA.mobileNumber])).toBeUndefined();

    // Eight days later, offline: the answers are too old to show, the saved jobs are not.
    await vi.advanceTimersByTimeAsync(kept.PERSISTED_CACHE_MAX_AGE_MS + 24 * 60 * 60_000);
    const later = createQueryClient();
    await kept.restoreCache(later, false);
    expect(later.getQueryData(savedJobsKeys.of(ASHA.mobileNumber))).toEqual([job]);
    expect(later.getQueryData(['applications', 'list', ASHA.mobileNumber])).toBeUndefined();
    // Restored with no screen reading them, they are neither collected nor fetched.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(later.getQueryData(savedJobsKeys.of(ASHA.mobileNumber))).toEqual([job]);

    // Signing out forgets them with the rest.
    await kept.forgetCandidateCache();
    expect([...idb.keys()].filter((key) => key.startsWith('candidate:'))).toEqual([]);
  });
});
