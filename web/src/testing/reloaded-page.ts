import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '#web/app/query-client.ts';

/**
 * The query cache's persisted copy across a reload (web/src/app/pwa/persisted-cache.ts), for a test that mocks
 * idb-keyval with `memoryIndexedDb`: `persistFrom(client)` persists a page's cache from now on, `reloadedPage()` is a
 * new page's query client with the copy restored into it as the page starts online.
 */
export async function persistedCachePages() {
  const cache = await import('#web/app/pwa/persisted-cache.ts');
  return {
    persistFrom: (queryClient: QueryClient) => cache.persistCache(queryClient),
    reloadedPage: async () => {
      const queryClient = createQueryClient({ retry: false });
      await cache.restoreCache(queryClient, true);
      return queryClient;
    },
  };
}

/** idb-keyval over a Map (jsdom has no IndexedDB): `vi.mock('idb-keyval', () => memoryIndexedDb(map))`. */
export function memoryIndexedDb(entries: Map<string, unknown>) {
  return {
    createStore: () => 'store',
    get: async (key: string) => structuredClone(entries.get(key)),
    set: async (key: string, value: unknown) => void entries.set(key, structuredClone(value)),
    del: async (key: string) => void entries.delete(key),
    delMany: async (keys: string[]) => keys.forEach((key) => entries.delete(key)),
    keys: async () => [...entries.keys()],
  };
}
