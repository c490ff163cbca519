import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS, TOKEN_PATH } from './constants.ts';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { createApiClient } from './create-api-client.ts';
import { controlledEnvironment } from './testing/controlled-environment.ts';
import type { paths } from './testing/fake-paths.ts';
import { JOB_PATH, UPSTREAM, setupFakeUpstream } from './testing/fake-upstream.ts';

const upstream = setupFakeUpstream();

function answerJobs(): void {
  upstream.answer('get', JOB_PATH, ({ request }) => {
    const jobId = Number(new URL(request.url).searchParams.get('jobId'));
    return HttpResponse.json({ jobId, jobName: `Job ${jobId}` });
  });
}

function setup() {
  const env = controlledEnvironment();
  const api = createApiClient<paths>({ baseUrl: UPSTREAM, storage: env.storage, now: env.now });
  const getJob = (jobId: number) =>
    api.call((init) => api.client.GET(JOB_PATH, { params: { query: { jobId } }, ...init }));
  return { env, api, getJob };
}

describe('service token', () => {
  beforeEach(answerJobs);

  it('fetches one token for two calls made at the same time and sends it on both', async () => {
    const { getJob } = setup();

    const [first, second] = await Promise.all([getJob(1), getJob(2)]);

    expect(first).toEqual({ ok: true, status: 200, data: { jobId: 1, jobName: 'Job 1' } });
    expect(second).toEqual({ ok: true, status: 200, data: { jobId: 2, jobName: 'Job 2' } });
    expect(upstream.state.tokenFetches).toBe(1);
    expect(upstream.state.seen.map((r) => r.authorization)).toEqual(['Bearer token-1', 'Bearer token-1']);
  });

  it('reuses a cached token younger than 8 hours without fetching one', async () => {
    const { env, getJob } = setup();
    env.storage.setItem(LOCAL_KEYS.serviceToken, 'cached-token');
    env.storage.setItem(LOCAL_KEYS.serviceTokenFetchedAt, String(env.now() - TOKEN_LIFETIME_MS + 1));

    const result = await getJob(7);

    expect(result.ok).toBe(true);
    expect(upstream.state.tokenFetches).toBe(0);
    expect(upstream.state.seen[0]?.authorization).toBe('Bearer cached-token');
  });

  it('fetches a new token once the cached one is 8 hours old, and caches it with the time', async () => {
    const { env, getJob } = setup();
    env.storage.setItem(LOCAL_KEYS.serviceToken, 'old-token');
    env.storage.setItem(LOCAL_KEYS.serviceTokenFetchedAt, String(env.now() - TOKEN_LIFETIME_MS));

    await getJob(7);

    expect(upstream.state.tokenFetches).toBe(1);
    expect(upstream.state.seen[0]?.authorization).toBe('Bearer token-1');
    expect(env.storage.getItem(LOCAL_KEYS.serviceToken)).toBe('token-1');
    expect(env.storage.getItem(LOCAL_KEYS.serviceTokenFetchedAt)).toBe(String(env.now()));
  });

  it('keeps the token in window.localStorage by default', async () => {
    window.localStorage.clear();
    const api = createApiClient<paths>({ baseUrl: UPSTREAM });

    await api.call((init) => api.client.GET(JOB_PATH, { params: { query: { jobId: 3 } }, ...init }));

    expect(window.localStorage.getItem('programmaticToken')).toBe('token-1');
    expect(Number(window.localStorage.getItem('programmaticTokenTimestamp'))).toBeGreaterThan(0);
  });

  it('does not send a bearer on the token call itself', async () => {
    const { getJob } = setup();

    await getJob(1);

    expect(upstream.state.tokenAuthorizations).toEqual([null]);
  });

  it('sends no bearer when the token call is made through the typed client', async () => {
    const { api } = setup();
    upstream.server.use(upstream.issueToken);

    const result = await api.call((init) => api.client.GET(TOKEN_PATH, init));

    expect(result).toEqual({ ok: true, status: 200, data: { token: 'token-1' } });
    expect(upstream.state.tokenAuthorizations).toEqual([null]);
  });

  it('fails the call without sending it when no token can be had', async () => {
    const { getJob } = setup();
    upstream.server.use(http.get(`${UPSTREAM}${TOKEN_PATH}`, () => new HttpResponse('down', { status: 503 })));

    const result = await getJob(1);

    expect(result).toMatchObject({ ok: false, reason: 'token', message: { key: 'common:error.token' } });
    expect(upstream.state.seen).toEqual([]);
  });
});
