import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS as P } from '#contract/product.ts';
import { fastifyCaller, type SessionCaller } from '../testing/session-caller.ts';

let mock: SessionCaller;
beforeAll(async () => {
  mock = await fastifyCaller();
});
afterAll(() => mock.close());

const faultsIn = async (headers: Record<string, string>) =>
  (await mock.call('GET', '/__mock/faults', { headers })).json.faults as unknown[];

describe('a browser in a session (the cookie GET /__mock/sessions/{id}/join sets)', () => {
  it('joins with an HttpOnly, SameSite=Strict cookie and sends the browser to the client', async () => {
    const joined = await mock.call('GET', '/__mock/sessions/phone-2/join');
    expect(joined.status).toBe(303);
    expect(joined.headers.location).toBe('/');
    expect(joined.headers['set-cookie']).toBe('mock-session=phone-2; Path=/; HttpOnly; SameSite=Strict');
    const left = await mock.call('GET', '/__mock/sessions/phone-2/leave');
    expect(left.headers['set-cookie']).toBe('mock-session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0');
    expect((await mock.call('GET', '/__mock/sessions/bad id!/join')).status).toBe(400);
  });

  it("serves a call carrying the cookie from that session's world; the header wins over the cookie", async () => {
    const cookie = { cookie: 'theme=dark; mock-session=phone-2; other=1' };
    await mock.call('POST', '/__mock/faults', { headers: cookie, body: { operationId: 'getJobsFilter', status: 503 } });
    expect(await faultsIn(cookie)).toHaveLength(1);
    expect((await mock.call('GET', `${P}/getJobsFilter`, { headers: cookie })).status).toBe(503);
    expect(await faultsIn({})).toEqual([]);
    expect(await faultsIn({ ...cookie, 'x-mock-session': 'phone-1' })).toEqual([]);
    expect(await faultsIn({ cookie: 'theme=dark' })).toEqual([]);
  });

  it('refuses a cookie whose id breaks the rule with 400 naming the cookie', async () => {
    const answer = await mock.call('GET', `${P}/getJobsFilter`, { headers: { cookie: 'mock-session=a%20b' } });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(
      "The mock-session cookie must be 1–64 characters of A–Z a–z 0–9 . _ - (got 'a%20b')",
    );
  });
});

describe('which replica answered', () => {
  it('names it on every answer (operations, control calls, refusals) and in health', async () => {
    const replica = mock.worlds.instance.replica;
    for (const [method, url] of [
      ['GET', `${P}/getJobsFilter`],
      ['GET', '/__mock/health'],
      ['GET', '/no/such/path'],
      ['GET', `${P}/getJobById?jobId=zzz`],
    ] as const)
      expect((await mock.call(method, url)).headers['x-mock-replica'], url).toBe(replica);
    expect((await mock.call('GET', '/__mock/health')).json).toMatchObject({
      replica,
      instance: mock.worlds.instance.id,
    });
  });
});
