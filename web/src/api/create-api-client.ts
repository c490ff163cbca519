import createClient, { type Client } from 'openapi-fetch';
import { createAuthMiddleware } from './auth-middleware.ts';
import { createCaller, type Call } from './create-caller.ts';
import { currentBaseUrls } from './environments.ts';
import { lateBoundFetch } from './late-bound-fetch.ts';
import { captureErrorBody } from './raw-body.ts';
import type { StorageLike } from './storage.ts';
import { resolveTimeouts, type TimeoutTable } from './timeouts.ts';
import { requestServiceToken } from './token-request.ts';
import { createTokenStore, type TokenStore } from './token-store.ts';
import { createStoredTokens, pageTokens } from './tokens.ts';
import { createUserTokenMiddleware, createUserTokens, type UserTokens } from './user-token.ts';

export interface ApiClientOptions {
  /** Upstream base URL; by default chosen from the page host name or VITE_API_BASE_URL. */
  baseUrl?: string;
  /** Where the tokens are kept (tokens.ts); the page's localStorage by default. */
  storage?: StorageLike;
  /** Clock for the token's age; Date.now by default. */
  now?: () => number;
  /** Replaces some of the time limits (ms). */
  timeouts?: Partial<TimeoutTable>;
}

export interface ApiClient<Paths extends {}> {
  /** The typed openapi-fetch client; every call through it carries the service token. */
  client: Client<Paths>;
  /** Runs one request and maps its outcome to an ApiResult (see README.md). */
  call: Call;
  tokens: TokenStore;
  /** The strict ownership mode's user token (user-token.ts); unused against an upstream that never asks for it. */
  userTokens: UserTokens;
  baseUrl: string;
}

export function createApiClient<Paths extends {}>(options: ApiClientOptions = {}): ApiClient<Paths> {
  const baseUrl = options.baseUrl ?? currentBaseUrls().api;
  const timeouts = resolveTimeouts(options.timeouts);
  const stored = options.storage ? createStoredTokens(options.storage) : pageTokens;
  const tokens = createTokenStore({
    requestToken: () => requestServiceToken(baseUrl, timeouts.short),
    stored,
    now: options.now,
  });
  const userTokens = createUserTokens(stored);

  const client = createClient<Paths>({ baseUrl, fetch: lateBoundFetch });
  client.use(captureErrorBody, createUserTokenMiddleware(userTokens), createAuthMiddleware(tokens));

  return { client, call: createCaller(timeouts), tokens, userTokens, baseUrl };
}
