import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { allJourneys } from './journeys/index.ts';
import { runScript } from './support/command-line.ts';
import { MockNotFresh, runConformance } from '#conformance/runner/run.ts';

// The runner leaves what its user set up on a mock alone: it resets data only when asked (--reset), and a
// reset keeps the drift and faults the user set. The README's drift proof works from the command line.

const budgetJourney = allJourneys.filter((j) => j.name === 'job by id and budget details');

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await buildApp({ worldOptions: { validateResponses: 'warn', jobCount: 300 } });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());
afterEach(async () => {
  await fetch(`${baseUrl}/__mock/drift`, { method: 'DELETE' });
  await fetch(`${baseUrl}/__mock/faults`, { method: 'DELETE' });
});

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl}/__mock/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const get = async <T>(path: string) => (await (await fetch(`${baseUrl}/__mock/${path}`)).json()) as T;
const mockNow = async () => Date.parse((await get<{ now: string }>('clock')).now);

const DAY_MS = 86_400_000;
const GEOCODE_FAULT = { operationId: 'geocode', status: 503, times: 50 };

describe('a mock an earlier run wrote to', () => {
  const refer = allJourneys.filter((j) => j.name === 'refer and referrals');

  it('is refused, before any journey, with what to do: --reset', async () => {
    await runConformance({ baseUrl, journeys: refer, resetMock: true });
    const again = runConformance({ baseUrl, journeys: refer });
    await expect(again).rejects.toThrow(MockNotFresh);
    await expect(runConformance({ baseUrl, journeys: refer })).rejects.toThrow(
      new RegExp(
        `^the mock at ${baseUrl} holds data written since its last reset \\(\\d+ accepted writes?, the last POST /corporate-recruitment/talentJobs/updateReferralStatus\\): "refer and referrals" needs its seeded data — run with --reset \\(its data back to the seed; the drift and faults set on it are kept\\), or in a fresh session \\(leave out --session\\)$`,
      ),
    );
  });

  it('runs with --reset, and journeys that do not need the seed run on it as it is', async () => {
    expect((await runConformance({ baseUrl, journeys: refer, resetMock: true })).passed).toBe(true);
    expect((await runConformance({ baseUrl, journeys: budgetJourney })).passed).toBe(true);
  });
});

describe('the runner against a mock its user set up', () => {
  it('keeps the data as it is unless asked to reset it', async () => {
    await post('clock', { advanceMs: 10 * DAY_MS });
    const before = await mockNow();
    await runConformance({ baseUrl, journeys: budgetJourney });
    expect(await mockNow()).toBeGreaterThanOrEqual(before);
  });

  it('reports the drift its user set and leaves it set', async () => {
    expect((await post('drift', { operationId: 'getBudgetDetails', kind: 'rename-field' })).status).toBe(201);
    const report = await runConformance({ baseUrl, journeys: budgetJourney });
    expect(report.passed).toBe(false);
    expect(report.violations).toContainEqual(
      expect.objectContaining({ operationId: 'getBudgetDetails', pointer: '/success' }),
    );
    expect(await get('drift')).toEqual({ drift: [{ operationId: 'getBudgetDetails', kind: 'rename-field' }] });
  });

  it('with resetMock puts the data back to the seed but keeps the drift and the faults', async () => {
    await post('clock', { advanceMs: 10 * DAY_MS });
    const advanced = await mockNow();
    await post('drift', { operationId: 'getBudgetDetails', kind: 'wrong-type' });
    await post('faults', GEOCODE_FAULT);
    const report = await runConformance({ baseUrl, journeys: budgetJourney, resetMock: true });
    expect(await mockNow()).toBeLessThan(advanced - 9 * DAY_MS);
    expect(report.violations).toContainEqual(
      expect.objectContaining({ operationId: 'getBudgetDetails', expected: 'type boolean' }),
    );
    expect(await get('drift')).toEqual({ drift: [{ operationId: 'getBudgetDetails', kind: 'wrong-type' }] });
    expect(await get('faults')).toEqual({ faults: [expect.objectContaining(GEOCODE_FAULT)] });
  });
});

/** `npm run contract -- …` as a user types it. */
const contractCli = (...args: string[]) => runScript('scripts/contract.ts', ...args);

const inSession = (session: string, path: string, body?: unknown) =>
  fetch(`${baseUrl}/__mock/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-mock-session': session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const sessionIds = async () => (await get<{ sessions: Array<{ id: string }> }>('sessions')).sessions.map((s) => s.id);

describe('the drift proof from the command line (README)', () => {
  it('drift set in a session, then npm run contract -- --session fails naming the drifted field, and the drift stays', async () => {
    const drift = { operationId: 'getBudgetDetails', kind: 'drop-required' };
    expect((await inSession('proof', 'drift', drift)).status).toBe(201);
    const journey = ['--journey', 'job by id and budget details'];
    const { code, output } = await contractCli('--base-url', baseUrl, '--session', 'proof', ...journey);
    expect(code).toBe(1);
    expect(output).toContain('In mock session proof\n');
    // One line per operation and pointer, with the count, the field missing and what is set on the mock.
    expect(output).toMatch(
      /\n {4}getBudgetDetails 200 at \/success: expected a required property \(missing success\) — \d+ calls?, e\.g\. GET \/corporate-recruitment\/\S+; set on the mock: drift drop-required\n/,
    );
    expect(await (await inSession('proof', 'drift')).json()).toEqual({ drift: [drift] });
    const reset = await contractCli('--base-url', baseUrl, '--session', 'proof', '--reset', ...journey);
    expect(reset.code).toBe(1);
    // The session named is its user's: kept after the run.
    expect(await sessionIds()).toContain('proof');
  }, 120_000);

  it('runs in a session of its own by default, unseen by the default world and the drift set elsewhere, and ends it', async () => {
    await post('drift', { operationId: 'getBudgetDetails', kind: 'drop-required' });
    // The mock's clock runs with the wall clock here: the state is compared without it.
    const state = async () => ({ ...(await get<Record<string, unknown>>('snapshot')), clock: null });
    const before = await state();
    const { code, output } = await contractCli('--base-url', baseUrl, '--journey', 'job by id and budget details');
    const made = /In mock session (run-[0-9a-f]{16}) \(made for this run, ended after it\)/.exec(output);
    expect(made, output).not.toBeNull();
    expect(output).toContain('violations: 0');
    expect(code).toBe(0);
    expect(await sessionIds()).not.toContain(made![1]);
    expect(await state()).toEqual(before);
  }, 120_000);

  it('with --reset puts back only its own session: another session keeps its data', async () => {
    await inSession('neighbour', 'clock', { advanceMs: 10 * DAY_MS });
    const neighbourNow = Date.parse(((await (await inSession('neighbour', 'clock')).json()) as { now: string }).now);
    const { code } = await contractCli('--base-url', baseUrl, '--reset', '--journey', 'job by id and budget details');
    expect(code).toBe(0);
    const after = Date.parse(((await (await inSession('neighbour', 'clock')).json()) as { now: string }).now);
    // Still ten days ahead (a reset would have taken them back), only the wall clock's seconds later.
    expect(after).toBeGreaterThanOrEqual(neighbourNow);
    expect(after - neighbourNow).toBeLessThan(DAY_MS);
  }, 120_000);

  it('refuses a session id that breaks the rule, with the rule and exit 2', async () => {
    const { code, output } = await contractCli('--base-url', baseUrl, '--session', 'not ok');
    expect(code).toBe(2);
    expect(output).toContain("--session: a session id must be 1–64 characters of A–Z a–z 0–9 . _ - (got 'not ok')");
  }, 60_000);
});
