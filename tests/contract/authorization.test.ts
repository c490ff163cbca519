import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_FIELDS } from '#contract/ownership.ts';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import type { AuthMode } from '#mock/core/world.ts';
import { authorizationJourneys } from './journeys/authorization.ts';
import { allJourneys } from './journeys/index.ts';
import { junitXml } from '#conformance/runner/report-junit.ts';
import { markdownReport } from '#conformance/runner/report-markdown.ts';
import { terminalSummary } from '#conformance/runner/report-terminal.ts';
import { ownershipVerdict } from '#conformance/runner/ownership.ts';
import { runConformance, type RunReport } from '#conformance/runner/run.ts';

// The authorization journey: every operation that names a candidate, asked for another candidate without a
// token, with the service token and with the signed-in candidate's token.

const CANDIDATE_OPERATIONS = Object.keys(CANDIDATE_FIELDS);

async function mockIn(auth: AuthMode): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await buildApp({ worldOptions: { auth, validateResponses: 'throw', jobCount: 300 } });
  return { app, baseUrl: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

describe('against a mock in strict ownership mode', () => {
  let mock: Awaited<ReturnType<typeof mockIn>>;
  beforeAll(async () => (mock = await mockIn('strict')));
  afterAll(() => mock.app.close());

  it('finds every operation that names a candidate enforced, and passes', async () => {
    const report = await runConformance({ baseUrl: mock.baseUrl, journeys: authorizationJourneys });
    expect(report.ownership.map((row) => row.operationId)).toEqual(CANDIDATE_OPERATIONS);
    expect(report.ownership.filter((row) => row.verdict !== 'enforced')).toEqual([]);
    expect(report.ownership.every((row) => row.strict)).toBe(true);
    expect(report.violations).toEqual([]);
    expect(report.passed).toBe(true);
    expect(junitXml(report, false)).toContain(
      '<testcase classname="contract.ownership" name="transferToUpi refuses another candidate\'s caller"></testcase>',
    );
  });

  it('tries the calls that reach a candidate by an application, a document or a number, and a client by an e-mail session', async () => {
    const report = await runConformance({ baseUrl: mock.baseUrl, journeys: authorizationJourneys });
    const row = (id: string) => report.ownership.find((r) => r.operationId === id);
    for (const id of ['fetchApplicationTimeline', 'downloadFileFromAWS'])
      expect(row(id)).toMatchObject({ verdict: 'enforced', statuses: { none: 401, service: 403, other: 403 } });
    for (const id of ['fetchClientInterviews', 'fetchInterviewFeedback', 'updateInterviewFeedback'])
      expect(row(id)).toMatchObject({
        verdict: 'enforced',
        statuses: { none: 401, service: 403, other: 403, candidate: 403 },
      });
    for (const id of ['searchJobs', 'getJobById', 'fetchJobsByCoordinatesWithPagination', 'fetchJobsWithFilters'])
      expect(row(id)?.statuses?.asVisitor).toEqual({
        none: row(id)?.statuses?.none !== 401,
        service: true,
        other: true,
      });
    expect(markdownReport(report)).toContain(
      "| `fetchInterviewFeedback` | enforced | no token 401, service token 403, another client's token 403, a candidate's token 403 |",
    );
  });

  it('walks every journey without a failure or a violation (the runner presents each candidate’s own token)', async () => {
    const report = await runConformance({ baseUrl: mock.baseUrl, journeys: allJourneys, resetMock: true });
    expect(report.journeys.filter((j) => j.outcome !== 'passed').map((j) => `${j.name}: ${j.reason}`)).toEqual([]);
    expect(report.violations).toEqual([]);
  }, 120_000);

  it('fails, naming the operation, when one of them lets someone else in', async () => {
    // A fault stands in for an upstream that forgot the check: myEarnings answers 200 to whoever asks.
    const fault = { operationId: 'myEarnings', status: 200, body: { success: true, data: {} }, times: 3 };
    await fetch(`${mock.baseUrl}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    const report = await runConformance({ baseUrl: mock.baseUrl, journeys: authorizationJourneys });
    expect(report.passed).toBe(false);
    expect(report.journeys[0]?.reason).toContain(
      'strict ownership mode, yet not enforced: myEarnings (no token 200, service token 200, another candidate',
    );
    expect(report.ownership.find((row) => row.operationId === 'myEarnings')).toMatchObject({
      verdict: 'not enforced',
      strict: true,
    });
    const junit = junitXml(report, false);
    expect(junit).toMatch(
      /name="myEarnings refuses another candidate's caller"><failure message="ownership not enforced in strict mode \(not enforced\)">/,
    );
    expect(markdownReport(report)).toContain(
      "| `myEarnings` | not enforced | no token 200, service token 200, another candidate's token 200 | ❌ failure |",
    );
    expect(terminalSummary(report)).toContain('failures (strict mode): myEarnings');
  });
});

describe('against a mock in the default (open) mode', () => {
  let mock: Awaited<ReturnType<typeof mockIn>>;
  let report: RunReport;
  beforeAll(async () => {
    mock = await mockIn('open');
    report = await runConformance({ baseUrl: mock.baseUrl, journeys: authorizationJourneys });
  }, 60_000);
  afterAll(() => mock.app.close());

  it('passes: what it finds is a finding, not a contract violation', () => {
    expect(report.passed).toBe(true);
    expect(report.violations).toEqual([]);
    expect(report.ownership).toHaveLength(CANDIDATE_OPERATIONS.length);
    expect(report.ownership.some((row) => row.strict)).toBe(false);
  });

  it('finds the transfer, the profile overwrite and the reads open to anyone', () => {
    const verdict = (id: string) => report.ownership.find((row) => row.operationId === id)?.verdict;
    expect(verdict('saveCandidateDetails')).toBe('not enforced');
    expect(verdict('myEarnings')).toBe('not enforced');
    expect(verdict('fetchReferrals')).toBe('not enforced');
    for (const id of [
      'fetchApplicationTimeline',
      'downloadFileFromAWS',
      'fetchClientInterviews',
      'fetchInterviewFeedback',
      'searchJobs',
      'getJobById',
      'fetchJobsWithFilters',
      'fetchJobsByCoordinatesWithPagination',
    ])
      expect({ id, verdict: verdict(id) }).toEqual({ id, verdict: 'not enforced' });
    expect(report.ownership.filter((row) => row.verdict === 'enforced')).toEqual([]);
    expect(report.ownership.find((row) => row.operationId === 'getDetailsWithMob')?.statuses).toEqual({
      none: 401,
      service: 200,
      other: 200,
    });
  });

  it('lists the findings, labelled as such, in the Markdown and JUnit reports and the summary', () => {
    const markdown = markdownReport(report);
    expect(markdown).toContain('## Ownership (authorization journey)');
    expect(markdown).toContain('Findings, not contract violations');
    expect(markdown).toContain(
      "| `myEarnings` | not enforced | no token 200, service token 200, another candidate's token 200 | ⚠️ finding |",
    );
    const junit = junitXml(report, false);
    expect(junit).toContain('<system-out>FINDING (not a contract violation): ownership not enforced; no token 200');
    expect(junit).toContain('failures="0"');
    expect(terminalSummary(report)).toMatch(
      /ownership: \d+\/38 operations that name a candidate refuse someone else\n {4}findings \(not contract violations\): /,
    );
  });

  it('moved no money: the probes ask for more than any balance', () => {
    const transfer = report.ownership.find((row) => row.operationId === 'transferToUpi');
    expect(transfer?.statuses).toEqual({ none: 400, service: 400, other: 400 });
  });
});

describe('the verdict', () => {
  it.each([
    [{ none: 401, service: 403, other: 403 }, 'enforced'],
    [{ none: 401, service: 200, other: 403 }, 'not enforced'],
    [{ none: 401, service: 400, other: 404 }, 'unclear'],
  ] as const)('%o is %s', (statuses, verdict) => {
    expect(ownershipVerdict(statuses)).toBe(verdict);
  });
});
