import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { defaultStorage, type StorageLike } from './storage.ts';

/**
 * Every token the client keeps, in one store over localStorage (keys and owners in shared/browser-keys.ts): the
 * service token and when it was fetched (token-store.ts caches it), the signed-in candidate's session token (the
 * product's `authToken`, written and read by the session, shared/session.ts), the header a strict upstream asked to
 * see that token under, and the interviewing client's e-mail session token (user-token.ts sends both).
 */
export interface StoredTokens {
  /** The service token and when it was fetched (ms since the epoch; NaN when unknown), or null. */
  service(): { token: string; fetchedAt: number } | null;
  keepService(token: string, fetchedAt: number): void;
  /** Forgets when the service token was fetched: the next call asks for a new one. */
  expireService(): void;
  forgetService(): void;
  /** The signed-in candidate's session token. */
  session(): string | null;
  keepSession(token: string): void;
  forgetSession(): void;
  /** The header a strict upstream asked the session token under, while the session holds it. */
  sessionHeader(): string | null;
  /** After a candidate's sign-in answer: the header it asked for, or null (then nothing is sent). */
  keepSessionHeader(header: string | null): void;
  /** The client's e-mail session token, when a strict upstream asked to see it. */
  client(): string | null;
  keepClient(token: string | null): void;
}

export function createStoredTokens(storage: StorageLike = defaultStorage()): StoredTokens {
  const keep = (key: string, value: string | null) =>
    value === null ? storage.removeItem(key) : storage.setItem(key, value);
  return {
    service() {
      const token = storage.getItem(LOCAL_KEYS.serviceToken);
      return token
        ? { token, fetchedAt: Number(storage.getItem(LOCAL_KEYS.serviceTokenFetchedAt) ?? Number.NaN) }
        : null;
    },
    keepService(token, fetchedAt) {
      storage.setItem(LOCAL_KEYS.serviceToken, token);
      storage.setItem(LOCAL_KEYS.serviceTokenFetchedAt, String(fetchedAt));
    },
    expireService: () => storage.removeItem(LOCAL_KEYS.serviceTokenFetchedAt),
    forgetService() {
      storage.removeItem(LOCAL_KEYS.serviceToken);
      storage.removeItem(LOCAL_KEYS.serviceTokenFetchedAt);
    },
    session: () => storage.getItem(LOCAL_KEYS.sessionToken),
    keepSession: (token) => storage.setItem(LOCAL_KEYS.sessionToken, token),
    forgetSession() {
      storage.removeItem(LOCAL_KEYS.sessionToken);
      storage.removeItem(LOCAL_KEYS.sessionTokenHeader);
    },
    sessionHeader: () =>
      storage.getItem(LOCAL_KEYS.sessionToken) ? storage.getItem(LOCAL_KEYS.sessionTokenHeader) : null,
    keepSessionHeader: (header) => keep(LOCAL_KEYS.sessionTokenHeader, header),
    client: () => storage.getItem(LOCAL_KEYS.clientToken),
    keepClient: (token) => keep(LOCAL_KEYS.clientToken, token),
  };
}

/** The page's tokens, in its localStorage. */
export const pageTokens = createStoredTokens();
