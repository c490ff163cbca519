import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { allJourneys } from './journeys/index.ts';
import { junitXml } from '#conformance/runner/report-junit.ts';
import { markdownReport } from '#conformance/runner/report-markdown.ts';
import { runConformance, type RunReport } from '#conformance/runner/run.ts';

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await buildApp({ worldOptions: { validateResponses: 'throw' } });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

describe('the conformance runner against the mock upstream', () => {
  let report: RunReport;
  beforeAll(async () => {
    report = await runConformance({ baseUrl, journeys: allJourneys });
  }, 120_000);

  it('walks every journey without a failure or a violation', () => {
    expect(report.journeys.filter((j) => j.outcome !== 'passed').map((j) => `${j.name}: ${j.reason}`)).toEqual([]);
    expect(report.violations).toEqual([]);
    expect(report.passed).toBe(true);
  });

  it('sees a 2xx from every operation of the contract', () => {
    expect(report.coverage.filter((row) => !row.successSeen).map((row) => row.operationId)).toEqual([]);
    expect(report.coverage.length).toBeGreaterThanOrEqual(60);
  });

  it('sees no status the contract does not document', () => {
    const undocumented = report.coverage.flatMap((row) =>
      row.seen.filter((s) => !s.documented).map((s) => `${row.operationId} ${s.status}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('reports coverage by status code in Markdown and the journeys in JUnit', () => {
    const markdown = markdownReport(report);
    expect(markdown).toContain('| `searchJobs` | jobs | yes |');
    expect(markdown).toMatch(/⬜ 429/);
    const junit = junitXml(report, true);
    expect(junit).toContain('<testcase classname="contract.journeys" name="mobile OTP sign-in"');
    expect(junit).toContain('failures="0"');
  });
});

describe('drift detection', () => {
  const budgetJourney = allJourneys.filter((j) => j.name === 'job by id and budget details');

  async function runWithDrift(operationId: string, kind: string, journeys = budgetJourney): Promise<RunReport> {
    const response = await fetch(`${baseUrl}/__mock/drift`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId, kind }),
    });
    expect(response.status).toBe(201);
    try {
      return await runConformance({ baseUrl, journeys, resetMock: false });
    } finally {
      await fetch(`${baseUrl}/__mock/drift`, { method: 'DELETE' });
    }
  }

  it.each([
    ['rename-field', '/success', 'a required property'],
    ['drop-required', '/success', 'a required property'],
    ['wrong-type', '/success', 'type boolean'],
  ])('reports %s on getBudgetDetails at %s', async (kind, pointer, expected) => {
    const report = await runWithDrift('getBudgetDetails', kind);
    expect(report.passed).toBe(false);
    expect(report.violations).toContainEqual(
      expect.objectContaining({
        operationId: 'getBudgetDetails',
        status: 200,
        pointer,
        expected,
        request: expect.stringContaining('GET /corporate-recruitment/'),
      }),
    );
  });

  it('points into nested objects (fetchPlaceIdDetails without geometry.location.lat)', async () => {
    const locationJourney = allJourneys.filter((j) => j.name === 'location services');
    const report = await runWithDrift('fetchPlaceIdDetails', 'drop-required', locationJourney);
    expect(report.violations).toContainEqual(
      expect.objectContaining({
        operationId: 'fetchPlaceIdDetails',
        pointer: '/geometry/location/lat',
        expected: 'a required property',
      }),
    );
  });

  it('reports an undocumented status', async () => {
    const report = await runWithDrift('getBudgetDetails', 'undocumented-status');
    expect(report.violations).toContainEqual(
      expect.objectContaining({
        operationId: 'getBudgetDetails',
        status: 418,
        pointer: '',
        expected: expect.stringContaining('a documented status'),
      }),
    );
  });

  it('passes again once drift is off', async () => {
    const report = await runConformance({ baseUrl, journeys: budgetJourney, resetMock: false });
    expect(report.violations).toEqual([]);
    expect(report.passed).toBe(true);
  });
});
