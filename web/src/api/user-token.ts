import type { Middleware } from 'openapi-fetch';
import { CANDIDATE_ROUTES, CLIENT_OPERATIONS, USER_TOKEN_HEADER } from '#contract/ownership.ts';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { CLIENT_USER_TOKEN_STORAGE_KEY, SESSION_TOKEN_STORAGE_KEY, USER_TOKEN_STORAGE_KEY } from './constants.ts';
import type { StorageLike } from './storage.ts';

const SIGN_IN_PATH = `${PRODUCT_JOBS}/validateOTP`;

/**
 * The strict ownership mode's scheme (the contract's `userToken`): an upstream in that mode says in its sign-in
 * answer (`userTokenHeader`) that the token is the candidate's own; from then on the calls that name the candidate
 * carry it in X-User-Token beside the service token, while that token is still the session's. A client's e-mail
 * sign-in answer does the same for the client interviewer's calls (`CLIENT_OPERATIONS`): their token is kept apart
 * and sent on those calls only, until the client signs out. An upstream that never says so (the default mode) sees
 * exactly the traffic it saw before.
 */
export interface UserTokens {
  /**
   * Remembers the token of a sign-in answer that asks for the header (and forgets it after one that does not): the
   * candidate's, or with `client` the client's e-mail session.
   */
  noteSignIn(body: unknown, client?: boolean): void;
  /** The header to add to a call, if the call names the candidate and the session holds the noted token. */
  headerFor(method: string, schemaPath: string): [name: string, value: string] | undefined;
  /** The noted token while it is still the session's: the candidate's own token, from their sign-in. */
  current(): string | undefined;
  /** Forgets the noted token (signing out). */
  forget(): void;
  /** Forgets the client's noted token (the client signing out). */
  forgetClient(): void;
}

const CLIENT_ROUTES = new Set(
  Object.entries(CANDIDATE_ROUTES)
    .filter(([, operationId]) => (CLIENT_OPERATIONS as readonly string[]).includes(operationId))
    .map(([route]) => route),
);

export function createUserTokens(storage: StorageLike): UserTokens {
  const current = (): string | undefined => {
    const noted = storage.getItem(USER_TOKEN_STORAGE_KEY);
    return noted && storage.getItem(SESSION_TOKEN_STORAGE_KEY) === noted ? noted : undefined;
  };
  return {
    noteSignIn(body, client = false) {
      const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      if (typeof answer.token !== 'string') return;
      const bound = answer.userTokenHeader === USER_TOKEN_HEADER;
      if (client && bound) storage.setItem(CLIENT_USER_TOKEN_STORAGE_KEY, answer.token);
      else if (client) storage.removeItem(CLIENT_USER_TOKEN_STORAGE_KEY);
      else if (bound) storage.setItem(USER_TOKEN_STORAGE_KEY, answer.token);
      else storage.removeItem(USER_TOKEN_STORAGE_KEY);
    },
    headerFor(method, schemaPath) {
      const route = `${method.toUpperCase()} ${schemaPath}`;
      if (!Object.hasOwn(CANDIDATE_ROUTES, route)) return undefined;
      const noted = CLIENT_ROUTES.has(route) ? storage.getItem(CLIENT_USER_TOKEN_STORAGE_KEY) : current();
      return noted ? [USER_TOKEN_HEADER, noted] : undefined;
    },
    current,
    forget() {
      storage.removeItem(USER_TOKEN_STORAGE_KEY);
    },
    forgetClient() {
      storage.removeItem(CLIENT_USER_TOKEN_STORAGE_KEY);
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
    async onResponse({ request, response, schemaPath }) {
      if (schemaPath !== SIGN_IN_PATH || !response.ok) return;
      // The client's e-mail sign-in (isClient=true) opens the interviewer's session, not a candidate's.
      const client = new URL(request.url).searchParams.get('isClient') === 'true';
      try {
        tokens.noteSignIn(await response.clone().json(), client);
      } catch {
        // Not JSON: nothing to note; the caller reads the answer as it is.
      }
    },
  };
}
