import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS as P } from '#contract/product.ts';
import { fastifyCaller, type SessionCaller } from '../testing/session-caller.ts';
import { NOT_CHECKED } from './control-api.ts';

const FAULT_FIELDS = 'operationId, status, body, delayMs, jitterMs, times, probability';
const JOB = `${P}/getJobById?jobId=100001&mobileNumber=0`;

let mock: SessionCaller;
beforeAll(async () => {
  mock = await fastifyCaller();
});
afterAll(() => mock.close());

describe('POST /__mock/faults refuses what it cannot do, naming the field, and adds nothing', () => {
  it.each([
    [
      { operationId: 'getJob', status: 500 },
      "operationId must name an operation of the contract, or '*' for every operation (got 'getJob')",
    ],
    [
      { operationId: 'getJobById', status: 500, delay: 300 },
      `Unknown field 'delay' (did you mean delayMs?): a fault takes ${FAULT_FIELDS}`,
    ],
    [
      { operationId: 'getJobById', status: 500, jitter: 30 },
      `Unknown field 'jitter' (did you mean jitterMs?): a fault takes ${FAULT_FIELDS}`,
    ],
    [{ operationId: 'getJobById', status: 500, retries: 3 }, `Unknown field 'retries': a fault takes ${FAULT_FIELDS}`],
    [{ operationId: 'getJobById', status: 500, times: 0 }, 'times must be a whole number from 1 to 86400000'],
    [{ operationId: 'getJobById', status: 500, times: 1.5 }, 'times must be a whole number from 1 to 86400000'],
  ])('%j → 400 %s', async (body, message) => {
    const refused = await mock.call('POST', '/__mock/faults', { session: 'refusals', body });
    expect(refused).toMatchObject({ status: 400, json: { message } });
    expect((await mock.call('GET', '/__mock/faults', { session: 'refusals' })).json).toEqual({ faults: [] });
    expect((await mock.call('GET', JOB, { session: 'refusals' })).status).toBe(200);
  });

  it("takes '*' for every operation", async () => {
    const added = await mock.call('POST', '/__mock/faults', {
      session: 'star',
      body: { operationId: '*', status: 503 },
    });
    expect(added).toMatchObject({ status: 201, json: { faults: [{ id: 'f1', operationId: '*', status: 503 }] } });
    expect((await mock.call('GET', JOB, { session: 'star' })).status).toBe(503);
  });
});

describe('faults are removed one by one', () => {
  it('removes the fault named by its id and leaves the others in force', async () => {
    const session = 'one-by-one';
    await mock.call('POST', '/__mock/faults', { session, body: { operationId: 'getJobById', status: 502 } });
    const both = await mock.call('POST', '/__mock/faults', {
      session,
      body: { operationId: 'searchJobs', status: 503, times: 2 },
    });
    expect(both.json.faults.map((f: { id: string }) => f.id)).toEqual(['f1', 'f2']);
    const removed = await mock.call('DELETE', '/__mock/faults/f1', { session });
    expect(removed).toMatchObject({
      status: 200,
      json: { faults: [{ id: 'f2', operationId: 'searchJobs', status: 503, times: 2 }] },
    });
    expect((await mock.call('GET', JOB, { session })).status).toBe(200);
    expect(await mock.call('DELETE', '/__mock/faults/f1', { session })).toMatchObject({
      status: 404,
      json: { message: "No fault 'f1' is in force: GET /__mock/faults lists them with their ids" },
    });
  });
});

describe('drift refuses unknown fields and is switched off per operation', () => {
  it('refuses a field other than operationId and kind, naming it', async () => {
    const refused = await mock.call('POST', '/__mock/drift', {
      session: 'drift',
      body: { operationId: 'getJobById', kind: 'wrong-type', times: 1 },
    });
    expect(refused).toMatchObject({
      status: 400,
      json: { message: "Unknown field 'times': a drift takes operationId, kind" },
    });
  });

  it('switches one operation off and keeps the other', async () => {
    const session = 'drift-one';
    await mock.call('POST', '/__mock/drift', { session, body: { operationId: 'getJobById', kind: 'wrong-type' } });
    await mock.call('POST', '/__mock/drift', { session, body: { operationId: 'searchJobs', kind: 'rename-field' } });
    expect(await mock.call('DELETE', '/__mock/drift/getJobById', { session })).toMatchObject({
      status: 200,
      json: { drift: [{ operationId: 'searchJobs', kind: 'rename-field' }] },
    });
    expect(await mock.call('DELETE', '/__mock/drift/getJobById', { session })).toMatchObject({
      status: 404,
      json: { message: "No drift is set for 'getJobById': GET /__mock/drift lists those in force" },
    });
  });
});

describe('GET /__mock/violations says whether answers are checked', () => {
  it('says so, and why the list is empty, while checks are off', async () => {
    const unchecked = await fastifyCaller({ validateResponses: 'off' });
    try {
      expect((await unchecked.call('GET', '/__mock/violations')).json).toEqual({
        violations: [],
        checking: 'off',
        message: NOT_CHECKED,
      });
    } finally {
      await unchecked.close();
    }
  });

  it('names the mode, with no such message, while they are on', async () => {
    expect((await mock.call('GET', '/__mock/violations')).json).toEqual({ violations: [], checking: 'throw' });
  });
});

describe('GET /__mock/otp/codes lists the codes issued, and which were used', () => {
  it('gives each number its code, when it was sent, and whether a sign-in took it', async () => {
    const session = 'codes';
    await mock.call('POST', '/__mock/otp/mode', { session, body: { mode: 'random' } });
    await mock.call('POST', `${P}/generateOTP?mobileNumber=9876543210`, { session, body: {} });
    await mock.call('POST', `${P}/generateOTP?mobileNumber=7012340001`, { session, body: {} });
    const listed = (await mock.call('GET', '/__mock/otp/codes', { session })).json;
    expect(listed.mode).toBe('random');
    expect(listed.codes).toEqual([
      expect.objectContaining({ kind: 'mobile', to: '7012340001', state: 'waiting', usedAt: null }),
      expect.objectContaining({
        kind: 'mobile',
        to: '9876543210',
        state: 'waiting',
        issuedAt: '2026-11-20T04:30:00.000Z',
        expiresAt: '2026-11-20T04:35:00.000Z',
      }),
    ]);
    const code = listed.codes[1].code as string;
    expect(code).toMatch(/^[0-9]{4}$/);
    expect((await mock.call('GET', '/__mock/otp?mobileNumber=9876543210', { session })).json).toEqual({ otp: code });
    await mock.call('POST', `${P}/validateOTP?mobileNumber=9876543210&OTP=${code}`, { session, body: {} });
    const after = (await mock.call('GET', '/__mock/otp/codes', { session })).json.codes;
    expect(after[1]).toMatchObject({ to: '9876543210', state: 'used', usedAt: '2026-11-20T04:30:00.000Z' });
    await mock.call('POST', `${P}/generateOTP?mobileNumber=7012340001`, { session, body: {} });
    const replaced = (await mock.call('GET', '/__mock/otp/codes', { session })).json.codes;
    expect(replaced.map((c: { to: string; state: string }) => `${c.to} ${c.state}`)).toEqual([
      '7012340001 waiting',
      '7012340001 replaced',
      '9876543210 used',
    ]);
  });
});

describe('GET /__mock/coverage', () => {
  it('groups every operation by area, with the calls answered per status and the documented ones never answered', async () => {
    const session = 'coverage';
    await mock.call('GET', JOB, { session });
    await mock.call('GET', `${P}/getJobById?jobId=1&mobileNumber=0`, { session });
    const coverage = (await mock.call('GET', '/__mock/coverage', { session })).json;
    expect(coverage.operations).toBe(coverage.areas.flatMap((a: { operations: unknown[] }) => a.operations).length);
    expect(coverage.answered).toBe(1);
    const jobs = coverage.areas.find((area: { tag: string }) => area.tag === 'jobs');
    const getJob = jobs.operations.find((o: { operationId: string }) => o.operationId === 'getJobById');
    expect(getJob).toMatchObject({ method: 'GET', assumed: false, calls: 2, undocumented: [] });
    expect(getJob.answered).toEqual([
      { status: 200, count: 1 },
      { status: 404, count: 1 },
    ]);
    expect(getJob.neverAnswered).toEqual(getJob.documented.filter((s: string) => !['200', '404'].includes(s)));
    const budget = jobs.operations.find((o: { operationId: string }) => o.operationId === 'getBudgetDetails');
    expect(budget).toMatchObject({ assumed: true, calls: 0 });
    expect(budget.neverAnswered).toEqual(budget.documented);
  });
});

describe('GET /__mock/health', () => {
  it("names the caller's session, or null for the default world", async () => {
    expect((await mock.call('GET', '/__mock/health', { session: 'named' })).json.session).toBe('named');
    expect((await mock.call('GET', '/__mock/health')).json.session).toBeNull();
  });
});
