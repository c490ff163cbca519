import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from './constants.ts';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { controlledEnvironment } from './testing/controlled-environment.ts';
import { createTokenStore } from './token-store.ts';
import { createStoredTokens } from './tokens.ts';

function counting(env = controlledEnvironment()) {
  let fetches = 0;
  const store = createTokenStore({
    stored: createStoredTokens(env.storage),
    now: env.now,
    requestToken: async () => {
      fetches += 1;
      return `token-${fetches}`;
    },
  });
  return { env, store, fetches: () => fetches };
}

describe('token store', () => {
  it('keeps a token for 8 hours, then clears it and fetches another', async () => {
    const { env, store, fetches } = counting();
    const start = env.now();

    expect(await store.getToken()).toBe('token-1');
    env.setTime(start + TOKEN_LIFETIME_MS - 1);
    expect(await store.getToken()).toBe('token-1');
    env.setTime(start + TOKEN_LIFETIME_MS);
    expect(await store.getToken()).toBe('token-2');
    expect(fetches()).toBe(2);
    expect(env.storage.getItem(LOCAL_KEYS.serviceTokenFetchedAt)).toBe(String(start + TOKEN_LIFETIME_MS));
  });

  it('shares one request between callers that ask while it is under way', async () => {
    const { store, fetches } = counting();

    const tokens = await Promise.all([store.getToken(), store.getToken(), store.renew('stale')]);

    expect(tokens).toEqual(['token-1', 'token-1', 'token-1']);
    expect(fetches()).toBe(1);
  });

  it('renews by clearing the timestamp and fetching, unless another call already replaced the refused token', async () => {
    const { env, store, fetches } = counting();
    await store.getToken();

    expect(await store.renew('token-1')).toBe('token-2');
    expect(await store.renew('token-1')).toBe('token-2');
    expect(fetches()).toBe(2);
    expect(env.storage.getItem(LOCAL_KEYS.serviceToken)).toBe('token-2');
  });

  it('treats a token without a readable timestamp as expired', async () => {
    const { env, store, fetches } = counting();
    env.storage.setItem(LOCAL_KEYS.serviceToken, 'orphan');

    expect(await store.getToken()).toBe('token-1');
    expect(fetches()).toBe(1);
  });

  it('turns any failure of the token request into the authentication failure, and tries again next time', async () => {
    const env = controlledEnvironment();
    let attempts = 0;
    const store = createTokenStore({
      stored: createStoredTokens(env.storage),
      now: env.now,
      requestToken: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('fetch failed');
        return 'token-after-failure';
      },
    });

    await expect(store.getToken()).rejects.toThrow('Failed to authenticate - could not get token');
    expect(await store.getToken()).toBe('token-after-failure');
  });
});
