import { expect, type Page } from '@playwright/test';
import { PERSISTED_CACHE_DB } from '#web/shared/browser-keys.ts';
import { PERSISTED_CACHE_STORE } from '#web/app/pwa/persisted-cache.ts';

/** One entry of the query cache's persisted copy: its queries' keys ('root/kind') and the whole entry as JSON. */
export interface PersistedEntry {
  kinds: string[];
  json: string;
}

/** The persisted cache's entries in IndexedDB (web/src/app/pwa/persisted-cache.ts), by entry. */
export function persistedEntries(page: Page): Promise<Record<string, PersistedEntry>> {
  return page.evaluate(
    ([db, store]) =>
      new Promise<Record<string, PersistedEntry>>((resolve) => {
        const open = indexedDB.open(db);
        // Reading must not create the database before the page does (it would have no store then).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve({});
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains(store)) return resolve({});
          const entries: Record<string, PersistedEntry> = {};
          const cursor = database.transaction(store).objectStore(store).openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return resolve(entries);
            const value = at.value as { clientState: { queries: Array<{ queryKey: unknown[] }> } };
            entries[String(at.key)] = {
              kinds: value.clientState.queries.map((query) => query.queryKey.slice(0, 2).join('/')),
              json: JSON.stringify(value),
            };
            at.continue();
          };
        };
      }),
    [PERSISTED_CACHE_DB, PERSISTED_CACHE_STORE] as const,
  );
}

/** Waits until `entry` of the persisted cache holds these kinds of answers. */
export async function persistedFor(page: Page, entry: string, kinds: string[]) {
  await expect
    .poll(async () => (await persistedEntries(page))[entry]?.kinds ?? [], { timeout: 15_000 })
    .toEqual(expect.arrayContaining(kinds));
}
