import type { Middleware } from 'openapi-fetch';
import { CANDIDATE_ROUTES, USER_TOKEN_HEADER } from '#contract/ownership.ts';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { SESSION_TOKEN_STORAGE_KEY, USER_TOKEN_STORAGE_KEY } from './constants.ts';
import type { StorageLike } from './storage.ts';

const SIGN_IN_PATH = `${PRODUCT_JOBS}/validateOTP`;

/**
 * The strict ownership mode's scheme (the contract's `userToken`): an upstream in that mode says in its sign-in
 * answer (`userTokenHeader`) that the token is the candidate's own; from then on the calls that name the candidate
 * carry it in X-User-Token beside the service token, while that token is still the session's. An upstream that
 * never says so (the default mode) sees exactly the traffic it saw before.
 */
export interface UserTokens {
  /** Remembers the token of a sign-in answer that asks for the header (and forgets it after one that does not). */
  noteSignIn(body: unknown): void;
  /** The header to add to a call, if the call names the candidate and the session holds the noted token. */
  headerFor(method: string, schemaPath: string): [name: string, value: string] | undefined;
  /** The noted token while it is still the session's: the candidate's own token, from their sign-in. */
  current(): string | undefined;
  /** Forgets the noted token (signing out). */
  forget(): void;
}

export function createUserTokens(storage: StorageLike): UserTokens {
  const current = (): string | undefined => {
    const noted = storage.getItem(USER_TOKEN_STORAGE_KEY);
    return noted && storage.getItem(SESSION_TOKEN_STORAGE_KEY) === noted ? noted : undefined;
  };
  return {
    noteSignIn(body) {
      const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      if (typeof answer.token !== 'string') return;
      if (answer.userTokenHeader === USER_TOKEN_HEADER) storage.setItem(USER_TOKEN_STORAGE_KEY, answer.token);
      else storage.removeItem(USER_TOKEN_STORAGE_KEY);
    },
    headerFor(method, schemaPath) {
      if (!Object.hasOwn(CANDIDATE_ROUTES, `${method.toUpperCase()} ${schemaPath}`)) return undefined;
      const noted = current();
      return noted ? [USER_TOKEN_HEADER, noted] : undefined;
    },
    current,
    forget() {
      storage.removeItem(USER_TOKEN_STORAGE_KEY);
    },
  };
}

/** Adds the user token where `UserTokens` says, and reads the sign-in answers. Registered before the auth middleware, whose replay copies the request. */
export function createUserTokenMiddleware(tokens: UserTokens): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const header = tokens.headerFor(request.method, schemaPath);
      if (header) request.headers.set(...header);
    },
    async onResponse({ response, schemaPath }) {
      if (schemaPath !== SIGN_IN_PATH || !response.ok) return;
      try {
        tokens.noteSignIn(await response.clone().json());
      } catch {
        // Not JSON: nothing to note; the caller reads the answer as it is.
      }
    },
  };
}
