import { describe, expect, it } from 'vitest';
import { PRODUCT_JOBS as P } from '#contract/product.ts';
import { DEMO_IDENTITIES } from '../../core/identities.ts';
import { multipartForm } from '../../testing/multipart.ts';
import { testAppPerFile } from '../../testing/test-app.ts';
import { MAX_SNAPSHOT_BYTES, SNAPSHOT_FORMAT, type Snapshot } from './snapshot.ts';

const t = testAppPerFile(300, { resetEach: true });
const demo = DEMO_IDENTITIES.candidateMobile;
const PDF = Buffer.from('%PDF-1.7\n% resume for the snapshot test\n%%EOF');

const take = async () => {
  const response = await t.inject({ method: 'GET', url: '/__mock/snapshot' });
  expect(response.statusCode).toBe(200);
  return t.json<Snapshot>(response);
};
const put = (payload: unknown) =>
  t.inject({
    method: 'PUT',
    url: '/__mock/snapshot',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const post = (url: string, payload: object = {}) => t.inject({ method: 'POST', url, payload });
const applyWithResume = async (mobile: string, positionId: number) => {
  const form = await multipartForm(
    { fullName: 'Kavya Nair', email: 'kavya.nair@example.in', mobile, useCurrentResume: 'false' },
    { name: 'cv.pdf', type: 'application/pdf', bytes: PDF },
  );
  return t.inject({
    method: 'POST',
    url: `${P}/applyForJob?mobileNumber=${mobile}&positionId=${positionId}&name=Kavya%20Nair&recruiterId=0`,
    ...form,
  });
};

/** Sign-in, apply with a resume, refer, claim, a code left pending, a fault, drift and an hour of mock time. */
async function journey(): Promise<{ token: string }> {
  await post('/__mock/scenario', { name: 'kyc-complete' });
  await post(`${P}/generateOTP?mobileNumber=${demo}`);
  const session = t.json<{ token: string }>(await post(`${P}/validateOTP?mobileNumber=${demo}&OTP=1234`));
  const applied = await applyWithResume('7012340001', 100001);
  expect(applied.statusCode, applied.body).toBe(200);
  expect(
    (
      await post(`${P}/referCandidates?mobileNumber=${demo}&positionId=100002`, [
        { mobileNumber: '7012345678', candidateName: 'Arjun Nair' },
      ] as unknown as object)
    ).statusCode,
  ).toBe(200);
  expect(
    (await post(`${P}/paymentRequest?mobileNumber=${demo}`, { amount: 200, upiId: 'priya.sharma@okaxis' })).statusCode,
  ).toBe(200);
  await post('/__mock/faults', { operationId: 'getJobById', status: 502, times: 2 });
  await post('/__mock/drift', { operationId: 'fetchReferrals', kind: 'rename-field' });
  await post('/__mock/clock', { advanceMs: 60 * 60 * 1000 });
  await post(`${P}/generateOTP?mobileNumber=7012349999`);
  return session;
}

describe('snapshots (GET and PUT /__mock/snapshot)', () => {
  it('restores the state after a journey exactly: a fresh GET equals the snapshot', async () => {
    const { token } = await journey();
    const before = await take();
    expect(before).toMatchObject({
      format: SNAPSHOT_FORMAT,
      scenario: 'kyc-complete',
      faults: [{ operationId: 'getJobById', times: 2 }],
    });
    expect(before.files.length).toBeGreaterThan(0);

    await post('/__mock/scenario', { name: 'empty-world' });
    expect(await take()).not.toEqual(before);
    const restored = await put(before);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(t.json(restored)).toEqual({ restored: true, scenario: 'kyc-complete', jobs: 300, now: before.clock.now });
    expect(await take()).toEqual(before);

    // What a client notices: the journey's results are back, the pending code and the session token still work.
    const referrals = await t.inject({ method: 'GET', url: `${P}/fetchReferrals?mobileNumber=${demo}` });
    expect(referrals.body).toContain('Arjun Nair');
    expect((await post(`${P}/validateOTP?mobileNumber=7012349999&OTP=1234`)).statusCode).toBe(200);
    const budget = await t.inject({
      method: 'GET',
      url: `${P}/getBudgetDetails?budgetId=50001`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(budget.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `${P}/getJobById?jobId=100001` })).statusCode).toBe(502);
  });

  it('brings back the usage the snapshot held: stored bytes and the candidates sign-ins created', async () => {
    await journey();
    const usage = async () => t.json<unknown>(await t.inject({ method: 'GET', url: '/__mock/usage' }));
    const before = await usage();
    expect(before).toMatchObject({ storage: { files: 2 }, newCandidates: { count: 1 } });
    const snapshot = await take();
    await post('/__mock/reset');
    expect(await usage()).toMatchObject({ storage: { files: 1 }, newCandidates: { count: 0 } });
    expect((await put(snapshot)).statusCode).toBe(200);
    expect(await usage()).toEqual(before);
  });

  it('gives the same ids to what is created after a restore as it would have before', async () => {
    await journey();
    const snapshot = await take();
    const first = t.json<{ id: number }>(await applyWithResume('7012340002', 100003)).id;
    const restored = await put(snapshot);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(t.json<{ id: number }>(await applyWithResume('7012340002', 100003)).id).toBe(first);
  });

  it('carries the empty world and the scenario faults of upstream-down', async () => {
    await post('/__mock/scenario', { name: 'empty-world' });
    const empty = await take();
    expect(empty.jobs).toBeNull();
    await post('/__mock/reset');
    await post('/__mock/scenario', { name: 'default' });
    await put(empty);
    expect(t.json(await t.inject({ method: 'GET', url: '/__mock/health' }))).toMatchObject({ jobs: 0 });
    expect(t.json(await t.inject({ method: 'GET', url: '/__mock/scenario' }))).toMatchObject({
      current: 'empty-world',
    });
  });

  const valid = async () => take();
  it.each<[string, (s: Snapshot) => unknown, string]>([
    ['not an object', () => [1, 2], 'The snapshot must be an object'],
    [
      'another format',
      (s) => ({ ...s, format: 'v0' }),
      `format must be '${SNAPSHOT_FORMAT}' (send back a body GET /__mock/snapshot gave)`,
    ],
    [
      'an unknown scenario',
      (s) => ({ ...s, scenario: 'rainy-day' }),
      'scenario must be one of default, new-candidate, kyc-complete, upstream-down, slow-network, token-churn, empty-world',
    ],
    [
      'a clock that is no time',
      (s) => ({ ...s, clock: { now: 'yesterday' } }),
      'clock.now must be a time from 2000 to 2099',
    ],
    [
      'a clock beyond 2099',
      (s) => ({ ...s, clock: { now: '+275760-09-13T00:00:00.000Z' } }),
      'clock.now must be a time from 2000 to 2099',
    ],
    [
      'jobs generated at no printable time',
      (s) => ({ ...s, jobs: { seed: 1, count: 10, generatedAt: 9e15 } }),
      'jobs.generatedAt must be a time from 2000 to 2099',
    ],
    [
      'an unknown table',
      (s) => ({ ...s, tables: { ...s.tables, jobs: [] } }),
      'tables.jobs is not a table of the mock (tables: skill, candidate, application, timelineEvent, referral, deposit, claim, notification, interview, shortLink)',
    ],
    [
      'a missing table',
      (s) => ({ ...s, tables: { ...s.tables, candidate: undefined } }),
      'tables.candidate must be an array',
    ],
    [
      'a cell of the wrong type',
      (s) => ({ ...s, tables: { ...s.tables, candidate: [{ ...s.tables.candidate[0], firstName: 7 }] } }),
      'tables.candidate[0].firstName must be a string',
    ],
    [
      'an unknown column',
      (s) => ({ ...s, tables: { ...s.tables, claim: [{ ...s.tables.claim[0], extra: 1 }] } }),
      'tables.claim[0].extra is not a column of claim',
    ],
    [
      'a repeated key',
      (s) => ({ ...s, tables: { ...s.tables, skill: [s.tables.skill[0], s.tables.skill[0]] } }),
      "tables.skill[1] cannot be stored: its key is empty or repeats an earlier row's",
    ],
    [
      'too many jobs',
      (s) => ({ ...s, jobs: { seed: 1, count: 10_000_000, generatedAt: 0 } }),
      'jobs.count must be a whole number from 0 to 100000',
    ],
    [
      'a bad fault',
      (s) => ({ ...s, faults: [{ operationId: 'searchJobs', status: 99 }] }),
      'faults[0]: status must be 0 (delay only) or an HTTP status from 200 to 599',
    ],
    [
      'drift of an unknown operation',
      (s) => ({ ...s, drift: [{ operationId: 'nope', kind: 'rename-field' }] }),
      'drift[0].operationId must name an operation of the contract',
    ],
    [
      'a signing key of the wrong size',
      (s) => ({ ...s, tokens: { ...s.tokens, key: 'abcd' } }),
      'tokens.key must be 32 bytes in hex (64 characters 0-9 a-f)',
    ],
    [
      'a token lifetime of zero',
      (s) => ({ ...s, tokens: { ...s.tokens, lifetimeMs: 0 } }),
      'tokens.lifetimeMs must be a whole number from 1 to 315360000000',
    ],
    [
      'an OTP that is not a code',
      (s) => ({ ...s, otp: { ...s.otp, lastIssued: [['mobile:9876543210', 'abcd']] } }),
      'otp.lastIssued[0][1] must be a four-digit code',
    ],
    [
      'a file that is not base64',
      (s) => ({ ...s, files: [{ key: 'a/b.pdf', filename: 'b.pdf', mimetype: 'application/pdf', base64: '%%%' }] }),
      'files[0].base64 must be base64',
    ],
  ])('refuses %s with 400 and leaves the world as it was', async (_case, spoil, message) => {
    const snapshot = await valid();
    const response = await put(spoil(snapshot));
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toEqual({ message });
    expect(await take()).toEqual(snapshot);
  });

  it('refuses a body that is not JSON, and one beyond the size bound, with 400', async () => {
    const notJson = await t.inject({
      method: 'PUT',
      url: '/__mock/snapshot',
      headers: { 'content-type': 'application/json' },
      payload: '{"format":',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = `{"pad":"${'x'.repeat(MAX_SNAPSHOT_BYTES)}"}`;
    const tooLarge = await t.inject({
      method: 'PUT',
      url: '/__mock/snapshot',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(t.json(tooLarge)).toEqual({ success: false, status: false, message: 'Request body is too large' });
  });
});
