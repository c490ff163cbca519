import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS as P } from '#contract/product.ts';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import { fastifyCaller, mswCaller, type SessionCaller } from '../testing/session-caller.ts';

const DEMO = DEMO_IDENTITIES.candidateMobile;
const NEWCOMER = '7012340001';
const DETAILS = `/candidate-services/api/v1/candidate/getDetailsWithMob/${DEMO}`;
const PDF = Buffer.from(`%PDF-1.7\n% a resume for the sessions test${' '.repeat(1_150)}\n%%EOF`);
/** Room for the seeded resume (672 bytes) and one of these, not two. */
const STORAGE_LIMIT = 2_200;

/**
 * Each session's world is its own: every item the control API and the operations keep, written in one session,
 * is unseen in another and in the default world. Run through both adapters (the Fastify server and MSW), which
 * share the session registry of the mock's core.
 */
const adapters: Array<[string, () => Promise<SessionCaller>]> = [
  ['fastify', () => fastifyCaller({ storageLimitBytes: STORAGE_LIMIT })],
  [
    'msw',
    async () => {
      const caller = mswCaller('http://sessions.test', { storageLimitBytes: STORAGE_LIMIT });
      caller.listen();
      return caller;
    },
  ],
];

describe.each(adapters)('sessions through the %s adapter', (_name, make) => {
  let mock: SessionCaller;
  let defaultBefore: unknown;
  let defaultToken: string;
  beforeAll(async () => {
    mock = await make();
    defaultToken = await serviceToken();
    defaultBefore = (await mock.call('GET', '/__mock/snapshot')).json;
  });
  afterAll(() => mock.close());

  const serviceToken = async (session?: string) =>
    (await mock.call('GET', '/api/auth/fetchProgrammaticUserToken', { session })).json.token as string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const referralsOf = async (mobile: string, session?: string) => {
    const answer = await mock.call('GET', `${P}/fetchReferrals?mobileNumber=${mobile}`, { session });
    expect(answer.status).toBe(200);
    return (answer.json.candidateDetails ?? answer.json.data?.candidateDetails) as Array<Record<string, unknown>>;
  };
  const refer = (session: string, name = 'Arjun Nair') =>
    mock.call('POST', `${P}/referCandidates?mobileNumber=${DEMO}&positionId=100002`, {
      session,
      body: [{ mobileNumber: '7012345678', candidateName: name }],
    });
  const signIn = async (mobile: string, session: string) => {
    expect((await mock.call('POST', `${P}/generateOTP?mobileNumber=${mobile}`, { session, body: {} })).status).toBe(
      200,
    );
    const answer = await mock.call('POST', `${P}/validateOTP?mobileNumber=${mobile}&OTP=1234`, { session, body: {} });
    expect(answer.status).toBe(200);
    return answer.json.token as string;
  };
  const upload = async (session: string, candidateId: number) =>
    mock.call('POST', `${P}/updateCandidateResume`, {
      session,
      headers: bearer(await serviceToken(session)),
      form: {
        fields: { candidateId: String(candidateId) },
        files: [{ field: 'resume', filename: 'cv.pdf', type: 'application/pdf', data: PDF }],
      },
    });

  it('refuses a malformed session id with 400 naming the header and the rule, on operations and control calls alike', async () => {
    for (const bad of ['', 'has space', 'x'.repeat(65), 'naïve', 'a/b']) {
      for (const url of [`${P}/getJobsFilter`, '/__mock/faults']) {
        const answer = await mock.call('GET', url, { session: bad });
        expect(answer.status, `${url} with '${bad}'`).toBe(400);
        expect(answer.json.message).toContain('X-Mock-Session must be 1–64 characters of A–Z a–z 0–9 . _ -');
      }
    }
    expect((await mock.call('GET', `${P}/getJobsFilter`, { session: 'A-z_0.9' })).status).toBe(200);
  });

  it('keeps data apart: a referral written in one session is in neither another session nor the default world', async () => {
    const before = (await referralsOf(DEMO, 'data-b')).length;
    expect((await refer('data-a')).status).toBe(200);
    expect(await referralsOf(DEMO, 'data-a')).toHaveLength(before + 1);
    expect(await referralsOf(DEMO, 'data-b')).toHaveLength(before);
    expect(await referralsOf(DEMO)).toHaveLength(before);
  });

  it('keeps tokens apart: a token issued in one session is refused with 401 in another and in the default world', async () => {
    const token = await serviceToken('tokens-a');
    expect((await mock.call('GET', DETAILS, { session: 'tokens-a', headers: bearer(token) })).status).toBe(200);
    expect((await mock.call('GET', DETAILS, { session: 'tokens-b', headers: bearer(token) })).status).toBe(401);
    expect((await mock.call('GET', DETAILS, { headers: bearer(token) })).status).toBe(401);
    expect((await mock.call('GET', DETAILS, { session: 'tokens-a', headers: bearer(defaultToken) })).status).toBe(401);
  });

  it('keeps one-time codes, the OTP mode and new candidates apart', async () => {
    await signIn(NEWCOMER, 'codes-a');
    expect((await mock.call('GET', `/__mock/otp?mobileNumber=${NEWCOMER}`, { session: 'codes-a' })).status).toBe(200);
    expect((await mock.call('GET', `/__mock/otp?mobileNumber=${NEWCOMER}`, { session: 'codes-b' })).status).toBe(404);
    expect((await mock.call('GET', '/__mock/usage', { session: 'codes-a' })).json.newCandidates.count).toBe(1);
    expect((await mock.call('GET', '/__mock/usage', { session: 'codes-b' })).json.newCandidates.count).toBe(0);

    await mock.call('POST', '/__mock/otp/mode', { session: 'codes-a', body: { mode: 'random' } });
    expect((await mock.call('GET', '/__mock/demo', { session: 'codes-a' })).json.otp).toBeNull();
    expect((await mock.call('GET', '/__mock/demo', { session: 'codes-b' })).json.otp).toBe('1234');
  });

  it('keeps stored files and their limit apart: one session filling its storage leaves another room', async () => {
    // The demo candidate's resume replaced, then no room for a second one in the same session.
    expect((await upload('files-a', DEMO_CANDIDATE_ID)).status).toBe(200);
    const full = await upload('files-a', KYC_COMPLETE_CANDIDATE_ID);
    expect(full.status).toBe(413);
    expect((await upload('files-b', KYC_COMPLETE_CANDIDATE_ID)).status).toBe(200);
    const stored = async (session: string) =>
      (await mock.call('GET', '/__mock/usage', { session })).json.storage as { bytes: number; files: number };
    expect(await stored('files-a')).toMatchObject({ bytes: PDF.length, files: 1 });
    expect(await stored('files-b')).toMatchObject({ bytes: 672 + PDF.length, files: 2 });
    expect(await stored('files-c')).toMatchObject({ bytes: 672, files: 1 });
  });

  it('keeps the clock, faults, latency, drift and the scenario apart', async () => {
    const start = (await mock.call('GET', '/__mock/clock', { session: 'steer-b' })).json.now;
    await mock.call('POST', '/__mock/clock', { session: 'steer-a', body: { advanceMs: 3_600_000 } });
    expect((await mock.call('GET', '/__mock/clock', { session: 'steer-a' })).json.now).not.toBe(start);
    expect((await mock.call('GET', '/__mock/clock', { session: 'steer-b' })).json.now).toBe(start);

    const fault = { operationId: 'getJobsFilter', status: 503, delayMs: 5 };
    expect((await mock.call('POST', '/__mock/faults', { session: 'steer-a', body: fault })).status).toBe(201);
    expect((await mock.call('GET', `${P}/getJobsFilter`, { session: 'steer-a' })).status).toBe(503);
    expect((await mock.call('GET', `${P}/getJobsFilter`, { session: 'steer-b' })).status).toBe(200);
    expect((await mock.call('GET', '/__mock/faults', { session: 'steer-b' })).json.faults).toEqual([]);

    await mock.call('POST', '/__mock/drift', {
      session: 'steer-a',
      body: { operationId: 'fetchReferrals', kind: 'rename-field' },
    });
    const drifted = await mock.call('GET', `${P}/fetchReferrals?mobileNumber=${DEMO}`, { session: 'steer-a' });
    expect(JSON.stringify(drifted.json)).toContain('_renamed');
    expect(
      JSON.stringify((await mock.call('GET', `${P}/fetchReferrals?mobileNumber=${DEMO}`, { session: 'steer-b' })).json),
    ).not.toContain('_renamed');

    await mock.call('POST', '/__mock/scenario', { session: 'steer-c', body: { name: 'upstream-down' } });
    expect((await mock.call('GET', `${P}/getJobsFilter`, { session: 'steer-c' })).status).toBe(503);
    expect((await mock.call('GET', '/__mock/scenario', { session: 'steer-b' })).json.current).toBe('default');
  });

  it('keeps the request log and the recorded violations apart', async () => {
    await mock.call('GET', `${P}/getJobsFilter`, { session: 'log-a' });
    await mock.call('GET', `${P}/getJobsFilter`, { session: 'log-a' });
    const logA = (await mock.call('GET', '/__mock/requests', { session: 'log-a' })).json.requests;
    expect(logA.map((r: { operationId: string }) => r.operationId)).toEqual(['getJobsFilter', 'getJobsFilter']);
    expect((await mock.call('GET', '/__mock/requests', { session: 'log-b' })).json.requests).toEqual([]);

    const world = mock.worlds.resolve('log-a');
    if (!('world' in world)) throw new Error('log-a is held');
    world.world.violations.push({
      operationId: 'getJobsFilter',
      status: 200,
      pointer: '/x',
      message: 'planted',
    } as never);
    expect((await mock.call('GET', '/__mock/violations', { session: 'log-a' })).json.violations).toHaveLength(1);
    expect((await mock.call('GET', '/__mock/violations', { session: 'log-b' })).json.violations).toEqual([]);
  });

  it('takes, restores and resets only the caller session; a copied snapshot carries data but not tokens', async () => {
    expect((await refer('snap-a', 'Meera Iyer')).status).toBe(200);
    const tokenA = await serviceToken('snap-a');
    const snapshotA = (await mock.call('GET', '/__mock/snapshot', { session: 'snap-a' })).json;
    const snapshotB = (await mock.call('GET', '/__mock/snapshot', { session: 'snap-b' })).json;
    expect(snapshotA).not.toEqual(snapshotB);

    expect((await mock.call('PUT', '/__mock/snapshot', { session: 'snap-b', body: snapshotA })).status).toBe(200);
    expect((await referralsOf(DEMO, 'snap-b')).map((r) => r.name)).toContain('Meera Iyer');
    expect((await mock.call('GET', DETAILS, { session: 'snap-b', headers: bearer(tokenA) })).status).toBe(401);

    await mock.call('POST', '/__mock/reset', { session: 'snap-b' });
    expect((await referralsOf(DEMO, 'snap-b')).map((r) => r.name)).not.toContain('Meera Iyer');
    expect((await referralsOf(DEMO, 'snap-a')).map((r) => r.name)).toContain('Meera Iyer');
  });

  it('makes a session on purpose: a generated id, a chosen one, a scenario, a snapshot, strict ownership', async () => {
    const made = await mock.call('POST', '/__mock/sessions', { body: {} });
    expect(made.status).toBe(201);
    expect(made.json.id).toMatch(/^s-[0-9a-f]{8}-[0-9a-f]{16}$/);
    expect(made.json).toMatchObject({ scenario: 'default', auth: 'open', requests: 0 });

    const chosen = await mock.call('POST', '/__mock/sessions', {
      body: { id: 'ci-job-7', scenario: 'kyc-complete', auth: 'strict' },
    });
    expect(chosen.status).toBe(201);
    expect(chosen.json).toMatchObject({ id: 'ci-job-7', scenario: 'kyc-complete', auth: 'strict' });
    // Strict ownership: another candidate's data needs that candidate's sign-in token.
    const strictToken = await serviceToken('ci-job-7');
    expect((await mock.call('GET', DETAILS, { session: 'ci-job-7', headers: bearer(strictToken) })).status).toBe(403);
    expect(
      (await mock.call('GET', DETAILS, { session: 'ci-job-7b', headers: bearer(await serviceToken('ci-job-7b')) }))
        .status,
    ).toBe(200);

    const again = await mock.call('POST', '/__mock/sessions', { body: { id: 'ci-job-7' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Session 'ci-job-7' exists: end it first, or choose another id");

    const snapshot = (await mock.call('GET', '/__mock/snapshot', { session: 'snap-a' })).json;
    const copy = await mock.call('POST', '/__mock/sessions', { body: { id: 'from-snapshot', snapshot } });
    expect(copy.status).toBe(201);
    expect((await referralsOf(DEMO, 'from-snapshot')).map((r) => r.name)).toContain('Meera Iyer');

    for (const [body, message] of [
      [{ id: 'bad id' }, "id must be 1–64 characters of A–Z a–z 0–9 . _ - (got 'bad id')"],
      [{ scenario: 'rainy-day' }, 'Unknown scenario'],
      [{ auth: 'loose' }, 'auth must be one of open, strict'],
      [{ seed: 4 }, "Unknown field 'seed': a session takes id, scenario, snapshot, auth"],
      [{ snapshot: { format: 'v0' } }, 'snapshot: '],
      [[1, 2], 'The body must be a JSON object'],
    ] as const) {
      const refused = await mock.call('POST', '/__mock/sessions', { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.message).toContain(message);
    }
    expect(mock.worlds.has('bad id')).toBe(false);
  });

  it('lists sessions and ends one: its tokens stop working, and a generated id is then answered 410', async () => {
    const listed = (await mock.call('GET', '/__mock/sessions')).json;
    expect(listed).toMatchObject({ limit: 1000, idleMinutes: 30 });
    const ids = listed.sessions.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['data-a', 'data-b', 'files-a', 'ci-job-7']));
    const filesA = listed.sessions.find((s: { id: string }) => s.id === 'files-a');
    expect(filesA.storedBytes).toBe(PDF.length);
    expect(filesA.requests).toBeGreaterThan(0);

    const token = await serviceToken('ending');
    expect((await mock.call('DELETE', '/__mock/sessions/ending')).json).toEqual({ ended: 'ending' });
    expect((await mock.call('GET', DETAILS, { session: 'ending', headers: bearer(token) })).status).toBe(401);
    expect((await mock.call('DELETE', '/__mock/sessions/never-made')).status).toBe(404);

    const generated = (await mock.call('POST', '/__mock/sessions', { body: {} })).json.id as string;
    expect((await mock.call('GET', `${P}/getJobsFilter`, { session: generated })).status).toBe(200);
    await mock.call('DELETE', `/__mock/sessions/${generated}`);
    const gone = await mock.call('GET', `${P}/getJobsFilter`, { session: generated });
    expect(gone.status).toBe(410);
    expect(gone.json.message).toContain(`Session '${generated}' has ended`);
    expect(mock.worlds.has(generated)).toBe(false);
  });

  it('answers a generated id of another mock instance 410, never with an empty world', async () => {
    const foreign = 's-0badcafe-0123456789abcdef';
    const answer = await mock.call('GET', `${P}/getJobsFilter`, { session: foreign });
    expect(answer.status).toBe(410);
    expect(answer.json.message).toContain('was created by mock instance 0badcafe, which is not this one');
    expect((await mock.call('GET', '/__mock/faults', { session: foreign })).status).toBe(410);
  });

  it('runs 50 sessions in parallel making the same writes without cross-talk', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `crowd-${i}`);
    await Promise.all(
      ids.map(async (session) => {
        const token = await signIn(NEWCOMER, session);
        expect(token).toMatch(/^mock\./);
        expect((await refer(session, `Friend of ${session}`)).status).toBe(200);
      }),
    );
    for (const session of ids) {
      const names = (await referralsOf(DEMO, session)).map((r) => r.name);
      expect(names.filter((name) => String(name).startsWith('Friend of '))).toEqual([`Friend of ${session}`]);
      expect((await mock.call('GET', '/__mock/usage', { session })).json.newCandidates.count).toBe(1);
    }
  });

  it('leaves the default world exactly as it was through everything the sessions did', async () => {
    expect((await mock.call('GET', '/__mock/snapshot')).json).toEqual(defaultBefore);
    expect((await mock.call('GET', '/__mock/usage')).json.sessions.count).toBe(mock.worlds.size);
  });
});
