import type { Middleware } from 'openapi-fetch';
import { TOKEN_PATH } from './constants.ts';
import type { TokenStore } from './token-store.ts';

const BEARER_PREFIX = 'Bearer ';

/**
 * Attaches the service token to every call but the token call and the calls that bring their own bearer, and after a
 * 401 renews the token and replays the call once with the new one.
 */
export function createAuthMiddleware(tokens: TokenStore): Middleware {
  // Copies taken before sending: a sent Request's body can not be read again.
  const unsent = new Map<string, Request>();

  return {
    async onRequest({ request, schemaPath, id }) {
      if (schemaPath === TOKEN_PATH) return;
      // A call that brings its own bearer (PAN's per-mobile token, `ownBearer`) keeps it; a 401 is its answer, since
      // renewing the service token would not renew that one.
      if (request.headers.has('Authorization')) return;
      const token = await tokens.getToken();
      request.headers.set('Authorization', `${BEARER_PREFIX}${token}`);
      unsent.set(id, request.clone());
    },

    async onResponse({ response, id, options }) {
      const copy = unsent.get(id);
      unsent.delete(id);
      if (!copy || response.status !== 401) return;

      const rejected = copy.headers.get('Authorization')?.slice(BEARER_PREFIX.length);
      const token = await tokens.renew(rejected);
      copy.headers.set('Authorization', `${BEARER_PREFIX}${token}`);
      return options.fetch(copy);
    },

    onError({ id }) {
      unsent.delete(id);
    },
  };
}

/** The headers of a call sent with a bearer of its own instead of the service token (the auth middleware leaves it). */
export function ownBearer(token: string): { Authorization: string } {
  return { Authorization: `${BEARER_PREFIX}${token}` };
}
