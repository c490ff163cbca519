import type { Middleware } from 'openapi-fetch';
import { CANDIDATE_ROUTES, CLIENT_OPERATIONS, USER_TOKEN_HEADER } from '#contract/ownership.ts';
import { PRODUCT_JOBS } from '#contract/product.ts';
import type { StoredTokens } from './tokens.ts';

const SIGN_IN_PATH = `${PRODUCT_JOBS}/validateOTP`;

/**
 * The strict ownership mode's scheme (the contract's `userToken`): an upstream in that mode says in its sign-in
 * answer (`userTokenHeader`) that the token is the candidate's own; from then on the calls that name the candidate
 * carry the session's token in X-User-Token beside the service token, until the session ends. A client's e-mail
 * sign-in answer does the same for the client interviewer's calls (`CLIENT_OPERATIONS`): their token is kept apart
 * and sent on those calls only, until the client signs out. An upstream that never says so (the default mode) sees
 * exactly the traffic it saw before.
 */
export interface UserTokens {
  /**
   * Remembers whether a sign-in answer asks for the header (and forgets it after one that does not): for the
   * candidate's session token, or with `client` for the client's e-mail session (whose token is then kept).
   */
  noteSignIn(body: unknown, client?: boolean): void;
  /** The header to add to a call, if the call names the candidate and the session holds the noted token. */
  headerFor(method: string, schemaPath: string): [name: string, value: string] | undefined;
  /** The candidate's own token while a strict upstream asked to see it: their session token. */
  current(): string | undefined;
}

const CLIENT_ROUTES = new Set(
  Object.entries(CANDIDATE_ROUTES)
    .filter(([, operationId]) => (CLIENT_OPERATIONS as readonly string[]).includes(operationId))
    .map(([route]) => route),
);

export function createUserTokens(tokens: StoredTokens): UserTokens {
  const current = (): string | undefined =>
    tokens.sessionHeader() === USER_TOKEN_HEADER ? (tokens.session() ?? undefined) : undefined;
  return {
    noteSignIn(body, client = false) {
      const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      if (typeof answer.token !== 'string') return;
      const bound = answer.userTokenHeader === USER_TOKEN_HEADER;
      if (client) tokens.keepClient(bound ? answer.token : null);
      else tokens.keepSessionHeader(bound ? USER_TOKEN_HEADER : null);
    },
    headerFor(method, schemaPath) {
      const route = `${method.toUpperCase()} ${schemaPath}`;
      if (!Object.hasOwn(CANDIDATE_ROUTES, route)) return undefined;
      const noted = CLIENT_ROUTES.has(route) ? tokens.client() : current();
      return noted ? [USER_TOKEN_HEADER, noted] : undefined;
    },
    current,
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
