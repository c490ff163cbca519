import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { loadOperations } from '#mock/contract/load-contract.ts';
import type { Fixture } from '#mock/replay/fixture.ts';
import { FixtureDirectoryError, loadReplayBook } from '#mock/replay/load-fixtures.ts';
import { MASKED_TOKEN } from '#mock/replay/mask.ts';
import { startValidatingProxy } from '#conformance/proxy/validating-proxy.ts';

const MOBILE = '9876543210';
const MASKED_MOBILE = '9000003210';
const PAN = 'BQRPS1234F';
const operations = new Map(loadOperations().map((operation) => [operation.operationId, operation]));

interface Call {
  query?: Record<string, string>;
  pathParams?: Record<string, string>;
  json?: unknown;
  token?: string;
}

/** Calls one contract operation on a base URL. */
async function call(base: string, operationId: string, { query = {}, pathParams = {}, json, token }: Call = {}) {
  const operation = operations.get(operationId)!;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name] ?? ''));
  const response = await fetch(`${base}${path}?${new URLSearchParams(query)}`, {
    method: operation.method.toUpperCase(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const closers: Array<() => unknown> = [];
const dirs: string[] = [];
let upstream: FastifyInstance;
let upstreamUrl: string;
let recordDir: string;
let recorded: Array<{ file: string; text: string; fixture: Fixture }>;
const live: Record<string, Awaited<ReturnType<typeof call>>> = {};

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'replay-test-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  upstream = await buildApp({ worldOptions: { validateResponses: 'off' } });
  upstreamUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });
  closers.push(() => upstream.close());
  recordDir = join(tempDir(), 'fixtures');
  const proxy: Server = await startValidatingProxy({
    upstream: upstreamUrl,
    port: 0,
    record: recordDir,
    onViolation: () => undefined,
  });
  closers.push(() => proxy.close());
  const via = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const service = await call(via, 'fetchProgrammaticUserToken');
  const token = String(service.body.token);
  await call(via, 'generateOTP', { query: { mobileNumber: MOBILE, emailId: '', isClient: 'false' }, json: {} });
  const { otp } = (await (await fetch(`${via}/__mock/otp?mobileNumber=${MOBILE}`)).json()) as { otp: string };
  live.signIn = await call(via, 'validateOTP', {
    query: { mobileNumber: MOBILE, OTP: otp, emailId: '', isClient: 'false' },
    json: {},
  });
  live.profile = await call(via, 'getDetailsWithMob', { pathParams: { mobile: MOBILE }, token });
  live.job = await call(via, 'getJobById', { query: { jobId: '100001' }, token });
  live.pan = await call(via, 'verifyPan', {
    query: { mobileNumber: MOBILE, panNumber: PAN },
    json: { mobileNumber: MOBILE, panNumber: PAN },
    token,
  });
  // An answer off the contract, recorded as such.
  upstream.world.drift.set('getJobById', 'wrong-type');
  await call(via, 'getJobById', { query: { jobId: '100003' }, token });
  upstream.world.drift.clear();
  recorded = readdirSync(recordDir)
    .sort()
    .map((file) => {
      const text = readFileSync(join(recordDir, file), 'utf8');
      return { file, text, fixture: JSON.parse(text) as Fixture };
    });
}, 30_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('recording through the validating proxy', () => {
  it('writes one numbered fixture per forwarded contract call, and none for the control API', () => {
    expect(recorded.map((r) => r.file)).toEqual([
      '00001-fetchProgrammaticUserToken.json',
      '00002-generateOTP.json',
      '00003-validateOTP.json',
      '00004-getDetailsWithMob.json',
      '00005-getJobById.json',
      '00006-verifyPan.json',
      '00007-getJobById.json',
    ]);
    const profile = recorded[3]!.fixture;
    expect(profile).toMatchObject({
      operationId: 'getDetailsWithMob',
      request: { method: 'GET', pathParams: { mobile: MASKED_MOBILE } },
      response: { status: 200 },
      conforms: true,
    });
    expect(profile.response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('masks tokens, the one-time code, mobile and PAN numbers, keeping shapes the contract accepts', () => {
    const all = recorded.map((r) => r.text).join('\n');
    expect(all).not.toContain(MOBILE);
    expect(all).not.toContain(PAN);
    expect(all).not.toMatch(/mock\.(service|mobile-)/);
    const [token, , signIn, , , pan] = recorded.map((r) => r.fixture);
    expect(token!.response.json).toEqual({ token: MASKED_TOKEN });
    expect(signIn!.request.query).toMatchObject({ mobileNumber: MASKED_MOBILE, OTP: '0000' });
    expect(signIn!.response.json).toMatchObject({ token: MASKED_TOKEN });
    expect(pan!.request.body).toEqual({ mobileNumber: MASKED_MOBILE, panNumber: 'XXXXX0034F' });
    expect(recorded.slice(0, 6).every((r) => r.fixture.conforms)).toBe(true);
  });

  it('marks an exchange whose answer broke the contract, with the violation', () => {
    const drifted = recorded[6]!.fixture;
    expect(drifted.conforms).toBe(false);
    expect(drifted.violations.join()).toMatch(/^getJobById 200 at \//);
  });
});

describe('replaying a fixture directory', () => {
  let replayUrl: string;
  let replayApp: FastifyInstance;

  beforeAll(async () => {
    // Another world: fewer jobs, and every simulated getJobById answer drifted off the contract.
    replayApp = await buildApp({
      worldOptions: { validateResponses: 'off', jobCount: 200 },
      replay: loadReplayBook(recordDir),
    });
    replayApp.world.drift.set('getJobById', 'rename-field');
    replayUrl = await replayApp.listen({ host: '127.0.0.1', port: 0 });
    closers.push(() => replayApp.close());
  });

  it('answers a recorded request from its fixture, the world notwithstanding', async () => {
    const job = await call(replayUrl, 'getJobById', { query: { jobId: '100001' } });
    expect(job).toEqual({ status: 200, body: recorded[4]!.fixture.response.json });
    // The recorded answer, masked (the job's contact number) and undrifted.
    expect(JSON.stringify(job.body)).toBe(
      JSON.stringify(live.job!.body).replace(
        /"contactNumber":"([6-9])[0-9]{5}([0-9]{4})"/,
        (_, first: string, last4: string) => `"contactNumber":"${first}00000${last4}"`,
      ),
    );
    const profile = await call(replayUrl, 'getDetailsWithMob', { pathParams: { mobile: MOBILE } });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual(recorded[3]!.fixture.response.json);
    expect(JSON.stringify(profile.body)).toContain(MASKED_MOBILE);
  });

  it('matches a live request by the masking rules: the sign-in answers for any code, with a token this mock accepts', async () => {
    const signIn = await call(replayUrl, 'validateOTP', {
      query: { mobileNumber: MOBILE, OTP: '4444', emailId: '', isClient: 'false' },
      json: {},
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ ...live.signIn!.body, token: expect.any(String) });
    expect(signIn.body.token).not.toBe(MASKED_TOKEN);
    const other = await call(replayUrl, 'getDetailsWithMob', {
      pathParams: { mobile: '9123456780' },
      token: String(signIn.body.token),
    });
    expect(other.status).toBe(200);
  });

  it('still lets an injected fault come first, as on any call', async () => {
    replayApp.world.faults.add({ operationId: 'getJobById', status: 503, times: 1 });
    expect((await call(replayUrl, 'getJobById', { query: { jobId: '100001' } })).status).toBe(503);
    expect((await call(replayUrl, 'getJobById', { query: { jobId: '100001' } })).body).toEqual(
      recorded[4]!.fixture.response.json,
    );
  });

  it('answers an unrecorded request from the simulation', async () => {
    const direct = await call(upstreamUrl, 'getJobById', { query: { jobId: '100002' } });
    const replayed = await call(replayUrl, 'getJobById', { query: { jobId: '100002' } });
    expect(replayed.status).toBe(200);
    expect(replayed.body).not.toEqual(direct.body);
    const wrongCode = await call(replayUrl, 'validateOTP', {
      query: { mobileNumber: '9123456780', OTP: '4444', emailId: '', isClient: 'false' },
      json: {},
    });
    expect(wrongCode).toMatchObject({ status: 400, body: { message: 'No OTP was requested for this number' } });
  });
});

describe('refusing a broken fixture directory', () => {
  const brokenCopy = (edit: (fixture: Fixture) => unknown) => {
    const dir = tempDir();
    writeFileSync(join(dir, '00001-getJobById.json'), JSON.stringify(edit(structuredClone(recorded[4]!.fixture))));
    return dir;
  };
  const refusal = (dir: string) => {
    try {
      loadReplayBook(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(FixtureDirectoryError);
      return (error as Error).message;
    }
    throw new Error(`${dir} was accepted`);
  };

  it('refuses a missing or empty directory', () => {
    expect(refusal(join(tempDir(), 'nothing'))).toMatch(/^No fixture directory at .*nothing\.$/);
    const empty = join(tempDir(), 'empty');
    mkdirSync(empty);
    expect(refusal(empty)).toBe(
      `${empty} holds no fixtures (*.json files written by npm run contract:proxy -- --record ${empty}).`,
    );
  });

  it('names each broken file and why: not JSON, unknown operation, unmasked secret, an answer off the contract marked conforming', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.json'), '{ not json');
    expect(refusal(dir)).toMatch(/^Broken fixtures in .*:\n {2}a\.json: not JSON/);
    expect(refusal(brokenCopy((f) => ({ ...f, operationId: 'noSuchCall' })))).toContain(
      '00001-getJobById.json: operationId "noSuchCall" is not in the contract',
    );
    expect(
      refusal(
        brokenCopy((f) => ({ ...f, request: { ...f.request, query: { jobId: '100001', mobileNumber: MOBILE } } })),
      ),
    ).toContain('00001-getJobById.json: holds an unmasked token, code, mobile, Aadhaar or PAN number');
    expect(refusal(brokenCopy((f) => ({ ...f, response: { ...f.response, json: { success: 'yes' } } })))).toMatch(
      /00001-getJobById\.json: is marked as conforming, but its answer is off the contract: getJobById 200 at/,
    );
  });

  it('accepts an off-contract answer marked as such', () => {
    expect(
      loadReplayBook(
        brokenCopy((f) => ({
          ...f,
          conforms: false,
          violations: ['recorded off contract'],
          response: { ...f.response, json: { success: 'yes' } },
        })),
      ).size,
    ).toBe(1);
  });
});
