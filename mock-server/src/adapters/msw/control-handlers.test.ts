import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../core/identities.ts';
import { buildTestApp, TEST_CLOCK_START, type TestApp } from '../../testing/test-app.ts';
import { createBrowserMock } from './browser-mock.ts';

const ORIGIN = 'http://mock.test';
const worldOptions = {
  jobCount: 200,
  clockStart: TEST_CLOCK_START,
  frozenClock: true,
  validateResponses: 'throw',
} as const;
const mock = createBrowserMock(worldOptions);
const server = setupServer(...mock.handlers);
let fastify: TestApp;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  fastify = await buildTestApp(200);
});
afterAll(async () => {
  server.close();
  await fastify.close();
});

/** The same control call through MSW (fetch) and through the Fastify server (inject): status and JSON body. */
async function callBoth(method: string, path: string, body?: unknown) {
  const init =
    body === undefined
      ? { method }
      : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const viaMsw = await fetch(`${ORIGIN}${path}`, init);
  const viaFastify = await fastify.inject({
    method: method as 'GET',
    url: path,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    msw: { status: viaMsw.status, body: withoutProcess(await viaMsw.json()) },
    fastify: { status: viaFastify.statusCode, body: withoutProcess(viaFastify.json()) },
  };
}

/**
 * A body without what names the process that answered (health's `replica` and `instance`): each adapter's mock is
 * a process of its own by design; everything else must match.
 */
function withoutProcess(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('instance' in body)) return body;
  const { instance, replica, ...rest } = body as Record<string, unknown>;
  expect(typeof instance).toBe('string');
  expect(typeof replica).toBe('string');
  return rest;
}

describe('the control API served through MSW (the backend-free demo)', () => {
  it.each([
    ['GET', '/__mock/demo', undefined],
    ['GET', '/__mock/health', undefined],
    ['GET', '/__mock/usage', undefined],
    ['POST', '/__mock/otp/mode', { mode: 'sometimes' }],
    ['POST', '/__mock/clock', { advanceMs: -1 }],
    ['POST', '/__mock/faults', { operationId: 'searchJobs' }],
    ['POST', '/__mock/faults', { operationId: 'getJob', status: 500 }],
    ['POST', '/__mock/faults', { operationId: 'searchJobs', status: 500, delay: 300 }],
    ['DELETE', '/__mock/faults/f999', undefined],
    ['DELETE', '/__mock/drift/searchJobs', undefined],
    ['POST', '/__mock/drift', { operationId: 'searchJobs', kind: 'rename-field', times: 1 }],
    ['GET', '/__mock/violations', undefined],
    ['GET', '/__mock/otp/codes', undefined],
    ['GET', '/__mock/coverage', undefined],
    ['GET', '/__mock/console/calls/1', undefined],
    ['POST', '/__mock/drift', { operationId: 'noSuchOperation', kind: 'extra-field' }],
    ['GET', '/__mock/otp?mobileNumber=9876543210', undefined],
    ['GET', '/__mock/scenario', undefined],
    ['POST', '/__mock/scenario', { name: 'rainy-day' }],
    ['PUT', '/__mock/snapshot', { format: 'v0' }],
  ])('answers %s %s as the Fastify server does', async (method, path, body) => {
    const { msw, fastify: viaFastify } = await callBoth(method, path, body);
    expect(msw).toEqual(viaFastify);
  });

  it('holds the demo to the same bounds as a server started with no settings: 256 MB of files, 1,000 new candidates', async () => {
    const usage = await fetch(`${ORIGIN}/__mock/usage`);
    expect(await usage.json()).toMatchObject({
      storage: { limitBytes: 256 * 1024 * 1024, files: 1 },
      newCandidates: { count: 0, limit: 1000 },
    });
  });

  it('serves the seeded demo identities and acts on the world the operations answer from', async () => {
    const demo = await fetch(`${ORIGIN}/__mock/demo`);
    expect(await demo.json()).toMatchObject({ candidateMobile: DEMO_IDENTITIES.candidateMobile, otp: '1234' });

    const fault = await fetch(`${ORIGIN}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'fetchProgrammaticUserToken', status: 503, times: 1 }),
    });
    expect(fault.status).toBe(201);
    expect((await fetch(`${ORIGIN}/api/auth/fetchProgrammaticUserToken`)).status).toBe(503);
    expect((await fetch(`${ORIGIN}/api/auth/fetchProgrammaticUserToken`)).status).toBe(200);
  });

  it('adds, lists and removes one fault of several by its id, as the Fastify server does', async () => {
    type Listed = { faults: Array<{ id: string; operationId: string; status: number }> };
    const add = (operationId: string) => callBoth('POST', '/__mock/faults', { operationId, status: 503 });
    const withoutIds = (body: unknown) => (body as Listed).faults.map(({ id: _id, ...fault }) => fault);
    await callBoth('DELETE', '/__mock/faults');
    await add('searchJobs');
    const both = await add('getJobById');
    expect(withoutIds(both.msw.body)).toEqual(withoutIds(both.fastify.body));
    // Each adapter's world numbers its own faults: remove the first through each, by the id it gave.
    const first = (body: unknown) => (body as Listed).faults[0]!.id;
    const viaMsw = await fetch(`${ORIGIN}/__mock/faults/${first(both.msw.body)}`, { method: 'DELETE' });
    const viaFastify = await fastify.inject({ method: 'DELETE', url: `/__mock/faults/${first(both.fastify.body)}` });
    expect(viaMsw.status).toBe(200);
    expect(viaFastify.statusCode).toBe(200);
    expect(withoutIds(await viaMsw.json())).toEqual([{ operationId: 'getJobById', status: 503 }]);
    expect(withoutIds(viaFastify.json())).toEqual([{ operationId: 'getJobById', status: 503 }]);
    await callBoth('DELETE', '/__mock/faults');
  });
});
