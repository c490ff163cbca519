import { TOKEN_LIFETIME_MS, TOKEN_STORAGE_KEY, TOKEN_TIMESTAMP_STORAGE_KEY } from './constants.ts';
import { defaultStorage, type StorageLike } from './storage.ts';
import { asTokenError } from './token-error.ts';

export interface TokenStoreOptions {
  /** Asks the upstream for a fresh service token. */
  requestToken: () => Promise<string>;
  storage?: StorageLike;
  now?: () => number;
  lifetimeMs?: number;
}

export interface TokenStore {
  /** The cached token while it is younger than its lifetime, else a fresh one. */
  getToken(): Promise<string>;
  /** A token other than `rejected` (the one the upstream just refused). */
  renew(rejected?: string): Promise<string>;
  /** Forgets the cached token and its timestamp. */
  clear(): void;
}

export function createTokenStore(options: TokenStoreOptions): TokenStore {
  const storage = options.storage ?? defaultStorage();
  const now = options.now ?? Date.now;
  const lifetimeMs = options.lifetimeMs ?? TOKEN_LIFETIME_MS;
  let inFlight: Promise<string> | undefined;

  function readValid(): string | undefined {
    const token = storage.getItem(TOKEN_STORAGE_KEY);
    const fetchedAt = Number(storage.getItem(TOKEN_TIMESTAMP_STORAGE_KEY) ?? Number.NaN);
    const age = now() - fetchedAt;
    return token && age >= 0 && age < lifetimeMs ? token : undefined;
  }

  function clear(): void {
    storage.removeItem(TOKEN_STORAGE_KEY);
    storage.removeItem(TOKEN_TIMESTAMP_STORAGE_KEY);
  }

  /** Callers join `inFlight` before coming here, so this starts the one shared request. */
  function fetchShared(): Promise<string> {
    inFlight = options
      .requestToken()
      .then((token) => {
        try {
          storage.setItem(TOKEN_STORAGE_KEY, token);
          storage.setItem(TOKEN_TIMESTAMP_STORAGE_KEY, String(now()));
        } catch {
          // A full or blocked storage only costs a refetch next time.
        }
        return token;
      })
      .catch((error: unknown) => {
        throw asTokenError(error);
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    getToken() {
      if (inFlight) return inFlight;
      const cached = readValid();
      if (cached) return Promise.resolve(cached);
      clear();
      return fetchShared();
    },
    renew(rejected) {
      if (inFlight) return inFlight;
      const cached = readValid();
      // Another call may already have replaced the refused token.
      if (cached && cached !== rejected) return Promise.resolve(cached);
      storage.removeItem(TOKEN_TIMESTAMP_STORAGE_KEY);
      return fetchShared();
    },
    clear,
  };
}
