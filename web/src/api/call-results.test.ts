import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import type { CallOptions } from './create-caller.ts';
import { createApiClient, type ApiClientOptions } from './create-api-client.ts';
import { controlledEnvironment } from './testing/controlled-environment.ts';
import type { paths } from './testing/fake-paths.ts';
import { JOB_PATH, UPSTREAM, setupFakeUpstream } from './testing/fake-upstream.ts';

const upstream = setupFakeUpstream();

afterEach(() => {
  vi.useRealTimers();
});

function getJob(callOptions?: CallOptions, clientOptions: ApiClientOptions = {}) {
  const env = controlledEnvironment();
  env.storage.setItem(LOCAL_KEYS.serviceToken, 'cached-token');
  env.storage.setItem(LOCAL_KEYS.serviceTokenFetchedAt, String(env.now()));
  const api = createApiClient<paths>({ baseUrl: UPSTREAM, storage: env.storage, now: env.now, ...clientOptions });
  return api.call(
    (init) => api.client.GET(JOB_PATH, { params: { query: { jobId: 5, mobileNumber: '0' } }, ...init }),
    callOptions,
  );
}

describe('call results', () => {
  it('gives the data of a 200', async () => {
    upstream.answer('get', JOB_PATH, () => HttpResponse.json({ jobId: 5, jobName: 'Delivery Executive' }));

    const result = await getJob();

    expect(result).toEqual({ ok: true, status: 200, data: { jobId: 5, jobName: 'Delivery Executive' } });
    if (result.ok && result.data !== null) expect(result.data.jobName).toBe('Delivery Executive');
  });

  it('treats a 404 as success with null data', async () => {
    upstream.answer('get', JOB_PATH, () => HttpResponse.json({ message: 'No job' }, { status: 404 }));

    expect(await getJob()).toEqual({ ok: true, status: 404, data: null });
  });

  it('fails any other status with "HTTP {status}: {body}"', async () => {
    upstream.answer('get', JOB_PATH, () => new HttpResponse('Internal Server Error', { status: 500 }));

    expect(await getJob()).toEqual({
      ok: false,
      status: 500,
      reason: 'http',
      message: { upstream: 'HTTP 500: Internal Server Error' },
      body: 'Internal Server Error',
    });
  });

  it('quotes a JSON error body exactly as the server wrote it', async () => {
    const sent = '{ "status": false,\n  "message": "Budget not found" }';
    upstream.answer(
      'get',
      JOB_PATH,
      () => new HttpResponse(sent, { status: 503, headers: { 'Content-Type': 'application/json' } }),
    );

    const result = await getJob();

    expect(result).toMatchObject({ ok: false, status: 503, message: { upstream: `HTTP 503: ${sent}` }, body: sent });
  });

  it('gives status 500 and "Network error" when the request never gets an answer', async () => {
    upstream.answer('get', JOB_PATH, () => HttpResponse.error());

    expect(await getJob()).toEqual({
      ok: false,
      status: 500,
      reason: 'network',
      message: { key: 'common:error.network' },
      body: '',
    });
  });

  it.each([
    [undefined, 30_000],
    ['default', 30_000],
    ['short', 10_000],
    ['long', 60_000],
  ] as const)('gives status 408 when a %s call has no answer after %i ms', async (timeout, limitMs) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    upstream.answer('get', JOB_PATH, () => delay('infinite'));
    let settled = false;

    const result = getJob(timeout ? { timeout } : {}).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(limitMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await result).toEqual({
      ok: false,
      status: 408,
      reason: 'timeout',
      message: { key: 'common:error.timeout' },
      body: '',
    });
  });

  it('takes its time limits from the client options when given', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    upstream.answer('get', JOB_PATH, () => delay('infinite'));

    const result = getJob({ timeout: 'short' }, { timeouts: { short: 50 } });
    await vi.advanceTimersByTimeAsync(50);

    expect(await result).toMatchObject({ ok: false, status: 408 });
  });

  it('lets one call name its own limit in ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    upstream.answer('get', JOB_PATH, () => delay('infinite'));
    let settled = false;

    const result = getJob({ timeout: 'short', timeoutMs: 8_000 }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(7_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await result).toMatchObject({ ok: false, status: 408 });
  });

  it('rejects with the abort reason when the caller cancels', async () => {
    upstream.answer('get', JOB_PATH, () => delay('infinite'));
    const controller = new AbortController();

    const result = getJob({ signal: controller.signal });
    controller.abort(new DOMException('Left the screen', 'AbortError'));

    await expect(result).rejects.toThrow('Left the screen');
  });
});
