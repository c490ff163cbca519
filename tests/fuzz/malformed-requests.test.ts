import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from '#mock/contract/load-contract.ts';
import { checkResponse } from '#mock/contract/response-validator.ts';
import { buildTestApp, type TestApp } from '#mock/testing/test-app.ts';
import { malformedRequest, mutationsFor } from './malformed-request.ts';

const RUNS = 10_000;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp(2000);
  token = await t.token();
});
afterAll(() => t.close());

describe('malformed requests', () => {
  const targets = loadOperations().flatMap((op) => mutationsFor(op).map((mutation) => ({ op, mutation })));

  it('reach every operation that takes input', () => {
    const covered = new Set(targets.map((t) => t.op.operationId));
    expect(covered.size).toBeGreaterThanOrEqual(50);
  });

  it(`are answered with a documented 4xx and never a 5xx (${RUNS} generated requests)`, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets).chain(({ op, mutation }) => malformedRequest(op, mutation, token).map((request) => ({ op, mutation, request }))),
        async ({ op, request }) => {
          sent += 1;
          const response = await t.inject(request);
          const contentType = String(response.headers['content-type'] ?? '');
          const body = contentType.includes('json') ? (JSON.parse(response.body) as unknown) : response.body;
          const problems = checkResponse(op, { status: response.statusCode, contentType, headers: response.headers as Record<string, string>, body });
          if (response.statusCode < 400 || response.statusCode >= 500 || problems.length > 0) {
            throw new Error(`${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 200)} ${JSON.stringify(problems)}`);
          }
        },
      ),
      { numRuns: RUNS, seed: 20261121 },
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    const health = await t.inject({ method: 'GET', url: '/__mock/health' });
    expect(health.statusCode).toBe(200);
  }, 300_000);
});
