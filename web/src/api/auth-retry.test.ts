import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ownBearer } from './auth-middleware.ts';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { createApiClient } from './create-api-client.ts';
import { controlledEnvironment } from './testing/controlled-environment.ts';
import type { paths } from './testing/fake-paths.ts';
import { REFER_PATH, UPSTREAM, setupFakeUpstream } from './testing/fake-upstream.ts';

const upstream = setupFakeUpstream();

const referrals = [
  { mobileNumber: '9876543210', candidateName: 'Asha Verma' },
  { mobileNumber: '8123456789', candidateName: 'Ravi Kumar' },
];

function refer() {
  const env = controlledEnvironment();
  const api = createApiClient<paths>({ baseUrl: UPSTREAM, storage: env.storage, now: env.now });
  const result = api.call((init) =>
    api.client.POST(REFER_PATH, {
      params: { query: { mobileNumber: '9000000001', positionId: 42 } },
      body: referrals,
      ...init,
    }),
  );
  return { env, result };
}

describe('a call refused with 401', () => {
  it('fetches one new token and replays the same request once with it', async () => {
    upstream.answer('post', REFER_PATH, ({ request }) =>
      request.headers.get('Authorization') === 'Bearer token-1'
        ? HttpResponse.json({ message: 'Token expired' }, { status: 401 })
        : HttpResponse.json({ response: 'Referrals added successfully' }),
    );

    const { env, result } = refer();

    expect(await result).toEqual({ ok: true, status: 200, data: { response: 'Referrals added successfully' } });
    expect(upstream.state.tokenFetches).toBe(2);
    const [first, retry] = upstream.state.seen;
    expect(upstream.state.seen).toHaveLength(2);
    expect(first?.authorization).toBe('Bearer token-1');
    expect(retry?.authorization).toBe('Bearer token-2');
    expect(retry?.method).toBe('POST');
    expect(retry?.url).toBe(`${UPSTREAM}${REFER_PATH}?mobileNumber=9000000001&positionId=42`);
    expect(retry?.url).toBe(first?.url);
    expect(JSON.parse(retry?.body ?? '')).toEqual(referrals);
    expect(retry?.body).toBe(first?.body);
    expect(env.storage.getItem(LOCAL_KEYS.serviceToken)).toBe('token-2');
  });

  it('fails with the second 401 and its body when the replay is refused too', async () => {
    const refusal = '{ "message": "Token expired" }';
    upstream.answer(
      'post',
      REFER_PATH,
      ({ request }) =>
        new HttpResponse(request.headers.get('Authorization') === 'Bearer token-1' ? 'first refusal' : refusal, {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    );

    const { result } = refer();

    expect(await result).toEqual({
      ok: false,
      status: 401,
      reason: 'http',
      message: { upstream: `HTTP 401: ${refusal}` },
      body: refusal,
    });
    expect(upstream.state.seen).toHaveLength(2);
    expect(upstream.state.tokenFetches).toBe(2);
  });
});

describe('a call that brings its own bearer (ownBearer)', () => {
  it('is sent with that bearer, not the service token, and a 401 is its answer: no renewal, no replay', async () => {
    upstream.answer('post', REFER_PATH, () => HttpResponse.json({ message: 'Authentication failed' }, { status: 401 }));
    const env = controlledEnvironment();
    const api = createApiClient<paths>({ baseUrl: UPSTREAM, storage: env.storage, now: env.now });
    const result = await api.call((init) =>
      api.client.POST(REFER_PATH, {
        params: { query: { mobileNumber: '9000000001', positionId: 42 } },
        body: referrals,
        headers: ownBearer('per-mobile-token'),
        ...init,
      }),
    );
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(upstream.state.seen.map((r) => r.authorization)).toEqual(['Bearer per-mobile-token']);
    expect(upstream.state.tokenFetches).toBe(0);
  });
});
