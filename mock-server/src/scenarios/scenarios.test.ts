import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { PRODUCT_JOBS as P } from '#contract/product.ts';
import { loadOperations } from '../contract/load-contract.ts';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES } from '../core/identities.ts';
import { testAppPerFile } from '../testing/test-app.ts';
import { SCENARIO_NAMES } from './index.ts';
import { SLOW_NETWORK_DELAY_MS, SLOW_NETWORK_JITTER_MS } from './slow-network.ts';

const t = testAppPerFile(300);
const demo = DEMO_IDENTITIES.candidateMobile;
const SEARCH = '/recruiter-services/api/v1/positions/searchJobs';
/** The middle of India: a 5,000 km radius from here covers every city the generator knows. */
const INDIA = { latitude: 22.5, longitude: 79 };

const choose = async (name: string) => {
  const response = await t.inject({ method: 'POST', url: '/__mock/scenario', payload: { name } });
  expect(response.statusCode).toBe(200);
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const advance = (advanceMs: number) => t.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs } });
const budget = (token: string) =>
  t.inject({ method: 'GET', url: `${P}/getBudgetDetails?budgetId=50001`, headers: bearer(token) });
const signIn = async (mobile: string) => {
  await t.inject({ method: 'POST', url: `${P}/generateOTP?mobileNumber=${mobile}`, payload: {} });
  return t.inject({ method: 'POST', url: `${P}/validateOTP?mobileNumber=${mobile}&OTP=1234`, payload: {} });
};
const searchAll = async (token: string) =>
  t.inject({ method: 'POST', url: SEARCH, headers: bearer(token), payload: { ...INDIA, distance: 5000, size: 10 } });

afterEach(async () => {
  vi.useRealTimers();
  await choose('default');
});

describe('choosing a scenario (GET and POST /__mock/scenario)', () => {
  it('tells the current scenario and lists every one with a description', async () => {
    const body = t.json<{ current: string; scenarios: Array<{ name: string; description: string }> }>(
      await t.inject({ method: 'GET', url: '/__mock/scenario' }),
    );
    expect(body.current).toBe('default');
    expect(body.scenarios.map((s) => s.name)).toEqual([
      'default',
      'new-candidate',
      'kyc-complete',
      'upstream-down',
      'slow-network',
      'token-churn',
      'empty-world',
    ]);
    for (const scenario of body.scenarios) expect(scenario.description.length).toBeGreaterThan(20);
  });

  it('are each described in the control API contract', () => {
    const contract = parse(readFileSync(new URL('../../../openapi/mock-control.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, { post: { description: string } }>;
      components: { schemas: { ScenarioName: { enum: string[] } } };
    };
    expect(contract.components.schemas.ScenarioName.enum).toEqual(SCENARIO_NAMES);
    for (const name of SCENARIO_NAMES)
      expect(contract.paths['/__mock/scenario']!.post.description).toContain(`\`${name}\``);
  });

  it('refuses an unknown name with 400 and the names it knows', async () => {
    const response = await t.inject({ method: 'POST', url: '/__mock/scenario', payload: { name: 'rainy-day' } });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toEqual({
      message: `Unknown scenario 'rainy-day'. Scenarios: ${SCENARIO_NAMES.join(', ')}`,
    });
  });

  it('refuses a body without a name with 400', async () => {
    const response = await t.inject({ method: 'POST', url: '/__mock/scenario', payload: { scenario: 'default' } });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toEqual({ message: `name is required: one of ${SCENARIO_NAMES.join(', ')}` });
  });

  it('keeps the scenario through POST /__mock/reset', async () => {
    await choose('empty-world');
    await t.inject({ method: 'POST', url: '/__mock/reset' });
    expect(t.json(await t.inject({ method: 'GET', url: '/__mock/scenario' }))).toMatchObject({
      current: 'empty-world',
    });
    expect(t.json(await t.inject({ method: 'GET', url: '/__mock/health' }))).toMatchObject({ jobs: 0 });
  });
});

describe('each scenario, as a client sees it', () => {
  it('default: the seeded world with its jobs and no faults, whatever came before', async () => {
    await choose('upstream-down');
    await choose('default');
    expect(t.json(await t.inject({ method: 'GET', url: '/__mock/faults' }))).toEqual({ faults: [] });
    const found = t.json<{ totalElements: number }>(await searchAll(await t.token()));
    expect(found.totalElements).toBe(300);
  });

  it('new-candidate: the demo number signs in as a new candidate with no applications or earnings', async () => {
    await choose('new-candidate');
    const session = t.json<{ id: number; name: unknown; token: string }>(await signIn(demo));
    expect(session.name).toBeNull();
    expect(session.id).not.toBe(DEMO_CANDIDATE_ID);
    const applications = t.json<{ data: { overallStatus: { applications: number }; applicationDetails: unknown[] } }>(
      await t.inject({
        method: 'GET',
        url: `${P}/fetchCandidateApplications?mobileNumber=${demo}`,
        headers: bearer(session.token),
      }),
    );
    expect(applications.data.overallStatus.applications).toBe(0);
    expect(applications.data.applicationDetails).toEqual([]);
    const earnings = t.json<{ data: { earningSummary: Record<string, number> } }>(
      await t.inject({ method: 'GET', url: `${P}/myEarnings?mobileNumber=${demo}`, headers: bearer(session.token) }),
    );
    expect(Object.values(earnings.data.earningSummary).every((amount) => amount === 0)).toBe(true);
  });

  it("kyc-complete: the demo candidate's Aadhaar and PAN are verified in their own name", async () => {
    await choose('kyc-complete');
    const kyc = t.json<{ data: Record<string, unknown> }>(
      await t.inject({
        method: 'GET',
        url: `${P}/fetchCandidateKYCDetails?mobileNumber=${demo}`,
        headers: bearer(await t.token()),
      }),
    );
    expect(kyc.data).toMatchObject({
      aadhaarVerified: true,
      panVerified: true,
      nameOnAadhaar: 'Priya Sharma',
      nameOnPan: 'PRIYA SHARMA',
    });
  });

  it('upstream-down: every operation answers 5xx, while the control API still answers', async () => {
    await choose('upstream-down');
    for (const operation of loadOperations()) {
      const url = operation.path.replace(/\{[^}]+\}/g, '1');
      const response = await t.inject({ method: operation.method.toUpperCase() as 'GET', url });
      expect(response.statusCode, `${operation.operationId}`).toBeGreaterThanOrEqual(500);
    }
    expect((await t.inject({ method: 'GET', url: '/__mock/health' })).statusCode).toBe(200);
  });

  it('slow-network: every call waits within the stated range, measured on a fake clock', async () => {
    await choose('slow-network');
    const token = await (async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const pending = t.token();
      await vi.advanceTimersByTimeAsync(SLOW_NETWORK_DELAY_MS + SLOW_NETWORK_JITTER_MS);
      return pending;
    })();
    let answered = false;
    const call = budget(token).then((response) => {
      answered = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(SLOW_NETWORK_DELAY_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(SLOW_NETWORK_JITTER_MS + 1);
    expect(answered).toBe(true);
    expect((await call).statusCode).toBe(200);
  });

  it('slow-network: the jitter spreads over the whole range and never beyond it', async () => {
    await choose('slow-network');
    const delays = Array.from({ length: 2000 }, () => t.app.world.faults.take('searchJobs')?.delayMs ?? -1);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(SLOW_NETWORK_DELAY_MS);
    expect(Math.max(...delays)).toBeLessThanOrEqual(SLOW_NETWORK_DELAY_MS + SLOW_NETWORK_JITTER_MS);
    expect(Math.min(...delays)).toBeLessThan(SLOW_NETWORK_DELAY_MS + SLOW_NETWORK_JITTER_MS / 10);
    expect(Math.max(...delays)).toBeGreaterThan(SLOW_NETWORK_DELAY_MS + (SLOW_NETWORK_JITTER_MS * 9) / 10);
  });

  it('token-churn: a token works for a minute of mock time and is refused after 61 s', async () => {
    await choose('token-churn');
    const service = await t.token();
    const session = t.json<{ token: string }>(await signIn(DEMO_IDENTITIES.kycCompleteMobile));
    await advance(59_000);
    expect((await budget(service)).statusCode).toBe(200);
    expect((await budget(session.token)).statusCode).toBe(200);
    await advance(2_000);
    expect((await budget(service)).statusCode).toBe(401);
    expect((await budget(session.token)).statusCode).toBe(401);
    expect((await budget(await t.token())).statusCode).toBe(200);
  });

  it('empty-world: searchJobs finds no job anywhere and no job id is known', async () => {
    await choose('empty-world');
    const token = await t.token();
    const found = t.json<{ totalElements: number; data: unknown[] }>(await searchAll(token));
    expect(found).toMatchObject({ totalElements: 0, data: [] });
    const job = await t.inject({ method: 'GET', url: `${P}/getJobById?jobId=100001`, headers: bearer(token) });
    expect(job.statusCode).toBe(404);
  });
});
