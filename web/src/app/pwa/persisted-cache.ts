import { onlineManager, type Query, type QueryClient, type QueryKey, type StaleTime } from '@tanstack/react-query';
import { message } from '#machines';
import { CallError } from '#web/api/index.ts';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import { savedJobsKeys } from '#web/entities/saved-jobs/index.ts';
import { PERSISTED_CACHE_DB } from '#web/shared/browser-keys.ts';
import { sessionStore, type SessionUser } from '#web/shared/session.ts';
import { whenIdle } from '#web/shared/when-idle.ts';

/**
 * The query cache's persisted copy, across visits: TanStack Query's persister in IndexedDB (idb-keyval), one entry
 * per signed-in candidate (`candidate:<mobile>`) and one for a visitor: the last job search and the place it was made
 * for; for a candidate also their record, skills and KYC state, applications, referrals and earnings, and the jobs
 * they saved (kept only here: the device is where they are saved). Nothing of the session itself (its token, the
 * service token) is persisted: only what these queries hold. Restored as a visit starts: offline all of it; online
 * the saved jobs and a job search of the last 10 s, so that the spec's jobs cache guard holds across a reload. After
 * 7 days without a visit only the saved jobs are restored. Forgotten at sign-out.
 */

/** The IndexedDB store of the persisted cache, in PERSISTED_CACHE_DB (its name is data: kept as first written). */
export const PERSISTED_CACHE_STORE = 'kept-answers';
/** Answers older than this are not shown offline (and are dropped); the saved jobs stay. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** Online, a job search fetched this recently is restored: the spec's jobs cache guard holds across a reload. */
export const FRESH_AFTER_RELOAD_MS = 10_000;
/** Bumped when the shape of a persisted answer changes: a copy written by an older build is then dropped. */
const BUSTER = 'answers-1';
/** Writes are gathered for this long: a screen's answers arrive together, and are written once. */
const WRITE_DELAY_MS = 1_000;

/** The candidate's own answers, by the first part of their query key. */
const CANDIDATE_ANSWERS = new Set<unknown>([
  'candidate',
  'applications',
  'referrals',
  'earnings',
  ...savedJobsKeys.all,
]);

/** The saved jobs: what the device keeps rather than an answer, restored on every start, however old. */
const isSavedJobs = ({ queryKey: [root] }: { queryKey: QueryKey }) => root === savedJobsKeys.all[0];

const CANDIDATE_PREFIX = 'candidate:';

/** The entry a candidate's answers are persisted under (one per candidate); a visitor's are 'visitor'. */
export function persistedCacheKey(user: Pick<SessionUser, 'mobileNumber' | 'candidateId'> | null): string {
  return user ? `${CANDIDATE_PREFIX}${user.mobileNumber || String(user.candidateId ?? '')}` : 'visitor';
}

let database: UseStore | undefined;
const store = () => (database ??= createStore(PERSISTED_CACHE_DB, PERSISTED_CACHE_STORE));

const currentKey = () => persistedCacheKey(sessionStore.get().user);

/** A job search made by a signed-in candidate names their number ('0' or '' for a visitor). */
const searchedByCandidate = (key: QueryKey) => {
  const params = key[2] as { mobileNumber?: string } | undefined;
  return /[1-9]/.test(params?.mobileNumber ?? '');
};

/** The newest successful job search in the cache: the only one persisted. */
function newestSearch(queryClient: QueryClient): Query | undefined {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: ['jobs', 'search'], predicate: (query) => query.state.status === 'success' })
    .reduce<Query | undefined>(
      (newest, query) => (newest && newest.state.dataUpdatedAt >= query.state.dataUpdatedAt ? newest : query),
      undefined,
    );
}

/** Which answers are persisted for whom: a visitor's entry never holds a candidate's data. */
export function persistedQuery(queryClient: QueryClient, signedIn: boolean) {
  return (query: Query): boolean => {
    if (query.state.status !== 'success') return false;
    const [root, kind] = query.queryKey;
    if (root === 'location') return kind === 'current';
    if (root === 'jobs')
      return (
        kind === 'search' && (signedIn || !searchedByCandidate(query.queryKey)) && query === newestSearch(queryClient)
      );
    return signedIn && CANDIDATE_ANSWERS.has(root);
  };
}

/** A write waiting for its moment, with the entry it goes to (decided when it was asked for). */
let pending: { key: string; client: PersistedClient } | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** While a sign-out forgets the candidates' entries, no candidate's entry is written. */
let forgetting = false;

/** The write waiting, made now. */
function writePending(): void {
  const write = pending;
  pending = null;
  // The entry a write goes to is the session's at the time it was asked for; a candidate who has since signed
  // out is not written again.
  if (!write || forgetting || write.key !== currentKey()) return;
  set(write.key, write.client, store()).catch(() => undefined);
}

/** The gathered write, in the browser's next idle moment (a newer change asked for meanwhile is written instead). */
function flush(): void {
  timer = undefined;
  whenIdle(writePending);
}

/**
 * A page being left (a reload, another address, the app sent to the background or closed) writes what waits at once:
 * the answers of the last moment are there when the candidate comes back, offline too (the saved jobs never wait).
 */
function writeWhenLeft(): void {
  window.addEventListener('pagehide', writePending);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writePending();
  });
}

/** An entry last written more than 7 days ago: its answers are dropped, the saved jobs come back as of now. */
function withoutOldAnswers(client: PersistedClient | undefined): PersistedClient | undefined {
  if (!client || Date.now() - client.timestamp <= PERSISTED_CACHE_MAX_AGE_MS) return client;
  const queries = client.clientState.queries.filter(isSavedJobs);
  return { ...client, timestamp: Date.now(), clientState: { queries, mutations: [] } };
}

/** When the saved jobs last written changed (their query's dataUpdatedAt, the newest of them). */
let savedJobsWritten = 0;
const savedJobsChangedAt = (client: PersistedClient) =>
  Math.max(0, ...client.clientState.queries.filter(isSavedJobs).map((query) => query.state.dataUpdatedAt));

/** TanStack Query's persister over IndexedDB, for the session's entry. */
const persister: Persister = {
  persistClient(client) {
    pending = { key: currentKey(), client };
    // A job saved or forgotten is the candidate's own doing: written at once, not with the gathered write (a reload
    // right after kept the list from before, offline too).
    const savedChangedAt = savedJobsChangedAt(client);
    if (savedChangedAt > savedJobsWritten) {
      savedJobsWritten = savedChangedAt;
      clearTimeout(timer);
      timer = undefined;
      writePending();
      return;
    }
    timer ??= setTimeout(flush, WRITE_DELAY_MS);
  },
  restoreClient: async () => withoutOldAnswers(await get<PersistedClient>(currentKey(), store())),
  removeClient: () => del(currentKey(), store()),
};

/** The same persister restoring only the saved jobs and a job search fetched in the last 10 s (an online start). */
const freshSearchOnly: Persister = {
  ...persister,
  async restoreClient() {
    const client = await persister.restoreClient();
    if (!client) return client;
    const now = Date.now();
    const fresh = client.clientState.queries.filter(
      (query) =>
        isSavedJobs(query) ||
        (query.queryKey[0] === 'jobs' &&
          query.queryKey[1] === 'search' &&
          now - query.state.dataUpdatedAt < FRESH_AFTER_RELOAD_MS),
    );
    return { ...client, clientState: { ...client.clientState, queries: fresh } };
  },
};

const options = (queryClient: QueryClient, restoring = persister) => ({
  queryClient,
  persister: restoring,
  buster: BUSTER,
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Query) => persistedQuery(queryClient, sessionStore.get().user !== null)(query),
    shouldDehydrateMutation: () => false,
  },
});

/** What a fetch made while the browser is offline fails with: the network failure the upstream's calls report. */
const OFFLINE = message('common:error.network');

/**
 * While the browser is offline, TanStack Query would hold a fetch until the network is back: a fetch the app makes
 * itself (`fetchQuery`, as the flows do) that needs the network instead fails at once, so a flow can answer it (the
 * job list shows the last search the cache holds); one the cache answers (fresh) is answered. The screens' queries
 * (`useQuery`) still wait, showing their restored answers.
 */
const fetchingAtOnce = new WeakSet<QueryClient>();
function failFetchesAtOnceWhileOffline(queryClient: QueryClient): void {
  if (fetchingAtOnce.has(queryClient)) return;
  fetchingAtOnce.add(queryClient);
  const fetchQuery = queryClient.fetchQuery.bind(queryClient);
  queryClient.fetchQuery = ((options: Parameters<typeof fetchQuery>[0]) => {
    if (onlineManager.isOnline()) return fetchQuery(options);
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    const fresh = query?.state.data !== undefined && !query.isStaleByTime(options.staleTime as StaleTime);
    return fresh ? fetchQuery(options) : Promise.reject(new CallError(OFFLINE));
  }) as typeof fetchQuery;
}

/**
 * A visit's start, before the first render: the session's candidate's (or the visitor's) persisted answers go back
 * into the cache. Offline, all of them, and TanStack Query is told so (it assumes it is online until an 'offline'
 * event), so the screens' queries wait for the network with the restored answers shown instead of failing. Online,
 * a job search of the last 10 s: a reload within the spec's jobs cache guard does not search again.
 */
export async function restoreCache(queryClient: QueryClient, online = navigator.onLine): Promise<void> {
  if (online) return persistQueryClientRestore(options(queryClient, freshSearchOnly));
  onlineManager.setOnline(false);
  failFetchesAtOnceWhileOffline(queryClient);
  await persistQueryClientRestore(options(queryClient));
}

let stopPersisting: (() => void) | undefined;

/**
 * Persists the answers from now on (once the first screen is idle): what the cache holds now, then every change,
 * gathered into one write a second. Going offline later restores what is persisted, for screens not yet visited.
 */
export function persistCache(queryClient: QueryClient): void {
  if (stopPersisting) return;
  stopPersisting = persistQueryClientSubscribe(options(queryClient));
  writeWhenLeft();
  void persistQueryClientSave(options(queryClient));
  failFetchesAtOnceWhileOffline(queryClient);
  window.addEventListener('offline', () => void persistQueryClientRestore(options(queryClient)).catch(() => undefined));
}

/**
 * Sign-out: every candidate's entry on this device is deleted (the visitor's, the last search and its place,
 * stays), and a candidate's write still waiting never happens. Called before or after the session is cleared.
 */
export async function forgetCandidateCache(): Promise<void> {
  const isCandidate = (key: IDBValidKey) => String(key).startsWith(CANDIDATE_PREFIX);
  if (pending && isCandidate(pending.key)) pending = null;
  forgetting = true;
  try {
    await delMany((await keys(store())).filter(isCandidate), store());
  } catch {
    // Nothing kept, or no IndexedDB: nothing to forget.
  } finally {
    forgetting = false;
  }
}
