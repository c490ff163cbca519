import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, type ContractOperation } from '#mock/contract/load-contract.ts';
import { checkResponse } from '#mock/contract/response-validator.ts';
import { buildTestApp, type TestApp } from '#mock/testing/test-app.ts';
import { deepControlRequest, hostileRequest, hostilitiesFor, mustRefuse } from './hostile-request.ts';
import { malformedRequest, mutationsFor } from './malformed-request.ts';

/** Generated requests to the contract's operations … */
const OPERATION_RUNS = 16_000;
/** … and to the control API (in an app of their own, since some of them store faults). */
const CONTROL_RUNS = 4_000;

let t: TestApp;
let control: TestApp;
let token: string;
beforeAll(async () => {
  [t, control] = await Promise.all([buildTestApp(2000), buildTestApp(200)]);
  token = await t.token();
});
afterAll(async () => {
  await Promise.all([t.close(), control.close()]);
});

interface Target {
  op: ContractOperation;
  kind: string;
  /** False where the request may be valid after all (a prototype name as a value): then any documented non-5xx answer. */
  refuse: boolean;
  build: (token: string) => fc.Arbitrary<InjectOptions>;
}

const operations = loadOperations();
const targets: Target[] = operations.flatMap((op) => [
  ...mutationsFor(op).map((mutation) => ({
    op,
    kind: mutation,
    refuse: true,
    build: (tk: string) => malformedRequest(op, mutation, tk),
  })),
  ...hostilitiesFor(op).map((hostility) => ({
    op,
    kind: hostility,
    refuse: mustRefuse(hostility),
    build: (tk: string) => hostileRequest(op, hostility, tk),
  })),
]);

describe('malformed and hostile requests', () => {
  it('reach every operation that takes input, with every kind of breakage', () => {
    expect(new Set(targets.map((target) => target.op.operationId)).size).toBeGreaterThanOrEqual(50);
    expect(new Set(targets.map((target) => target.kind))).toEqual(
      new Set([
        'missing-required',
        'wrong-type',
        'too-long',
        'bad-json',
        'wrong-content-type',
        'wrong-json-shape',
        'oversized-upload',
        'not-a-document',
        'multipart-boundary',
        'too-many-parts',
        'reserved-part-name',
        'prototype-value',
        'prototype-json',
      ]),
    );
  });

  it(`to operations are answered as the contract documents and never with a 5xx (${OPERATION_RUNS} generated requests)`, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets).chain((target) => target.build(token).map((request) => ({ target, request }))),
        async ({ target, request }) => {
          sent += 1;
          const response = await t.inject(request);
          const contentType = String(response.headers['content-type'] ?? '');
          const body = contentType.includes('json') ? (JSON.parse(response.body) as unknown) : response.body;
          const problems = checkResponse(target.op, {
            status: response.statusCode,
            contentType,
            headers: response.headers as Record<string, string>,
            body,
          });
          const lowest = target.refuse ? 400 : 200;
          if (response.statusCode < lowest || response.statusCode >= 500 || problems.length > 0) {
            throw new Error(
              `${target.kind}: ${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 200)} ${JSON.stringify(problems)}`,
            );
          }
        },
      ),
      { numRuns: OPERATION_RUNS, seed: 20261121 },
    );
    expect(sent).toBeGreaterThanOrEqual(OPERATION_RUNS);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await t.inject({ method: 'GET', url: '/__mock/health' })).statusCode).toBe(200);
  }, 300_000);

  it(`to the control API with values nested up to 12,000 deep are refused where read, and nothing deep is kept (${CONTROL_RUNS} generated requests)`, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(deepControlRequest(), async ({ request, mustRefuse: refuse }) => {
        sent += 1;
        const response = await control.inject(request);
        if (response.statusCode >= 500 || (refuse && response.statusCode !== 400)) {
          throw new Error(
            `${request.url} ${String(request.payload).slice(0, 80)}… → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }),
      { numRuns: CONTROL_RUNS, seed: 20261122 },
    );
    expect(sent).toBeGreaterThanOrEqual(CONTROL_RUNS);
    for (const url of ['/__mock/faults', '/__mock/drift', '/__mock/clock', '/__mock/health']) {
      const response = await control.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
    // Only faults whose every field was plain were kept.
    const faults = control.json<{ faults: Array<{ operationId: unknown; body: unknown }> }>(
      await control.inject({ method: 'GET', url: '/__mock/faults' }),
    ).faults;
    expect(faults.every((fault) => fault.operationId === 'searchJobs' && JSON.stringify(fault.body) === '{}')).toBe(
      true,
    );
  }, 300_000);
});
