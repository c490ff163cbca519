import { TOKEN_LIFETIME_MS } from './constants.ts';
import { asTokenError } from './token-error.ts';
import { createStoredTokens, type StoredTokens } from './tokens.ts';

export interface TokenStoreOptions {
  /** Asks the upstream for a fresh service token. */
  requestToken: () => Promise<string>;
  /** Where the token is kept: the page's localStorage by default. */
  stored?: StoredTokens;
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
  const stored = options.stored ?? createStoredTokens();
  const now = options.now ?? Date.now;
  const lifetimeMs = options.lifetimeMs ?? TOKEN_LIFETIME_MS;
  let inFlight: Promise<string> | undefined;

  function readValid(): string | undefined {
    const kept = stored.service();
    const age = now() - (kept?.fetchedAt ?? Number.NaN);
    return kept && age >= 0 && age < lifetimeMs ? kept.token : undefined;
  }

  const clear = () => stored.forgetService();

  /** Callers join `inFlight` before coming here, so this starts the one shared request. */
  function fetchShared(): Promise<string> {
    inFlight = options
      .requestToken()
      .then((token) => {
        try {
          stored.keepService(token, now());
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
      stored.expireService();
      return fetchShared();
    },
    clear,
  };
}
