import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { loadOperations } from '#mock/contract/load-contract.ts';
import { CHECKS, parseChecks, type CheckName } from '#conformance/generate/checks.ts';
import { replayCurl } from '#conformance/generate/curl-replay.ts';
import { runGenerate, type GenerateReport } from '#conformance/generate/run-generate.ts';
import { responseFailures } from '#conformance/generate/send.ts';
import { rejectionFailure } from '#conformance/generate/verdicts.ts';

let app: FastifyInstance;
let baseUrl: string;
const operations = new Map(loadOperations().map((op) => [op.operationId, op]));
const TIMEOUT_MS = 400;

beforeAll(async () => {
  app = await buildApp({ worldOptions: { validateResponses: 'off' } });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());
beforeEach(async () => {
  await fetch(`${baseUrl}/__mock/reset`, { method: 'POST' });
});

const control = async (path: string, body: unknown) => {
  const response = await fetch(`${baseUrl}/__mock/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
};

const generate = (operationId: string, checks: readonly CheckName[] = CHECKS, maxExamples = 5) =>
  runGenerate({
    baseUrl,
    seed: 7,
    maxExamples,
    timeLimit: 60,
    timeoutMs: TIMEOUT_MS,
    shrinkSteps: 20,
    allowWrites: false,
    checks: [...checks],
    operations: [operationId],
    identities: {},
  });

/** The run's finding of this check, and its request sent again through the printed curl. */
async function theFinding(report: GenerateReport, check: CheckName) {
  expect(report.findings.map((f) => f.check)).toContain(check);
  const finding = report.findings.find((f) => f.check === check)!;
  expect(finding.curl).toMatch(/^curl -X |\| curl -X /);
  expect(report.passed).toBe(false);
  return { finding, replayed: await replayCurl(finding.curl, 5) };
}

describe('generative conformance finds each kind of drift and fault the mock can inject', () => {
  const drifts = [
    ['drop-required', 'getJobById'],
    ['rename-field', 'fetchBudgetDetailsList'],
    ['wrong-type', 'getJobById'],
  ] as const;

  for (const [kind, operationId] of drifts) {
    it(`${kind} on ${operationId}: response_schema_conformance, shrunk to the required parameters`, async () => {
      await control('drift', { operationId, kind });
      const { finding, replayed } = await theFinding(await generate(operationId), 'response_schema_conformance');
      const required = operations
        .get(operationId)!
        .parameters.filter((p) => p.required)
        .map((p) => p.name);
      expect(finding.request.query.map(([name]) => name).sort()).toEqual(required.sort());
      const again = responseFailures(operations.get(operationId)!, { status: replayed!.status, observed: replayed });
      expect(again.map((f) => f.check)).toContain('response_schema_conformance');
    }, 60_000);
  }

  it('undocumented-status: status_code_conformance, and the curl gets the 418 again', async () => {
    await control('drift', { operationId: 'getJobById', kind: 'undocumented-status' });
    const { finding, replayed } = await theFinding(await generate('getJobById'), 'status_code_conformance');
    expect(finding.message).toContain('HTTP 418');
    expect(replayed?.status).toBe(418);
  }, 60_000);

  it('a 500 fault: not_a_server_error, and the curl gets the 500 again', async () => {
    await control('faults', { operationId: 'fetchAppLanguage', status: 500 });
    const { finding, replayed } = await theFinding(await generate('fetchAppLanguage'), 'not_a_server_error');
    expect(finding.message).toBe('HTTP 500');
    expect(replayed?.status).toBe(500);
  }, 60_000);

  it('a slow answer (beyond the per-call timeout): not_a_server_error, and the curl waits as long', async () => {
    await control('faults', { operationId: 'fetchAppLanguage', status: 0, delayMs: 1500 });
    const { finding } = await theFinding(
      await generate('fetchAppLanguage', ['not_a_server_error']),
      'not_a_server_error',
    );
    expect(finding.message).toBe(`no answer within ${TIMEOUT_MS} ms`);
    expect(await replayCurl(finding.curl, TIMEOUT_MS / 1000)).toBeUndefined();
  }, 60_000);

  it('a removed rule (ignore-rule): negative_data_rejection, and the curl is accepted again', async () => {
    await control('drift', { operationId: 'getJobsFilter', kind: 'ignore-rule' });
    const { finding, replayed } = await theFinding(await generate('getJobsFilter'), 'negative_data_rejection');
    expect(finding.rule).toMatch(/^query\./);
    expect(
      rejectionFailure(
        operations.get('getJobsFilter')!,
        { status: replayed!.status, observed: replayed },
        finding.rule!,
      ),
    ).toBeDefined();
  }, 60_000);
});

describe("ignore-rule where a lookup answers a documented 404 (getJobById's job id)", () => {
  it.each([1, 3])(
    'is found at --max-examples %i: the refusal is not the 400 the operation documents',
    async (max) => {
      await control('drift', { operationId: 'getJobById', kind: 'ignore-rule' });
      const report = await generate('getJobById', ['negative_data_rejection'], max);
      expect(report.findings).toEqual([
        expect.objectContaining({
          check: 'negative_data_rejection',
          message: expect.stringMatching(
            /^a request that breaks query\.jobId: .+ was answered HTTP 404 'Job not found', not 400: the value was not checked against its rule$/,
          ) as string,
        }),
      ]);
    },
    60_000,
  );
});

describe('generative conformance against the mock as it is', () => {
  it('repeats itself: the same seed sends the same requests and finds nothing on a conforming operation', async () => {
    const first = await generate('getJobById');
    await fetch(`${baseUrl}/__mock/reset`, { method: 'POST' });
    const second = await generate('getJobById');
    expect(first.findings).toEqual([]);
    expect(first.calls).toBe(second.calls);
    expect([...first.rows[0]!.statuses]).toEqual([...second.rows[0]!.statuses]);
    expect(first.rows[0]!.checks.unsupported_method.state).toBe('passed');
  }, 60_000);
});

describe('--checks', () => {
  it('takes a comma-separated list of check names and refuses an unknown one by name', () => {
    expect(parseChecks('ignored_auth, not_a_server_error')).toEqual(['ignored_auth', 'not_a_server_error']);
    expect(parseChecks(undefined)).toEqual([...CHECKS]);
    expect(() => parseChecks('ignored_auth,use_after_free')).toThrow(
      `unknown check(s): use_after_free; known: ${CHECKS.join(', ')}`,
    );
  });
});
