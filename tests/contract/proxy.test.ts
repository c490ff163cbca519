import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { allJourneys } from './journeys/index.ts';
import { startValidatingProxy } from '#conformance/proxy/validating-proxy.ts';
import { runConformance } from '#conformance/runner/run.ts';
import type { Violation } from '#conformance/runner/types.ts';

let app: FastifyInstance;
let proxy: Server;
let proxyUrl: string;
const reported: Violation[] = [];

beforeAll(async () => {
  app = await buildApp({ worldOptions: { validateResponses: 'off' } });
  const upstream = await app.listen({ host: '127.0.0.1', port: 0 });
  proxy = await startValidatingProxy({ upstream, port: 0, onViolation: (_line, v) => reported.push(v) });
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  proxy.close();
  await app.close();
});
beforeEach(() => {
  reported.length = 0;
});

const journeys = (...names: string[]) => allJourneys.filter((j) => names.includes(j.name));

describe('the validating proxy', () => {
  it('forwards traffic unchanged and finds no answer off the contract', async () => {
    const report = await runConformance({
      baseUrl: proxyUrl,
      journeys: journeys('job by id and budget details', 'resume upload and download', 'location services'),
    });
    expect(report.journeys.map((j) => j.outcome)).toEqual(['passed', 'passed', 'passed']);
    expect(reported.filter((v) => v.pointer !== '/request')).toEqual([]);
    // The journeys' deliberate error probes (a missing budgetId, a resume of another type…) are requests off the contract.
    expect(reported).toContainEqual(
      expect.objectContaining({
        operationId: 'getBudgetDetails',
        pointer: '/request',
        expected: 'budgetId is required',
      }),
    );
  });

  it('reports an answer off the contract with the operation and pointer', async () => {
    await fetch(`${proxyUrl}/__mock/drift`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'getBudgetDetails', kind: 'wrong-type' }),
    });
    try {
      await runConformance({ baseUrl: proxyUrl, journeys: journeys('job by id and budget details'), resetMock: false });
    } finally {
      await fetch(`${proxyUrl}/__mock/drift`, { method: 'DELETE' });
    }
    expect(reported).toContainEqual(
      expect.objectContaining({
        operationId: 'getBudgetDetails',
        status: 200,
        pointer: '/success',
        expected: 'type boolean',
      }),
    );
  });

  it('reports a request off the contract and one the contract does not know', async () => {
    await fetch(`${proxyUrl}${PRODUCT_JOBS}/getJobById?jobId=abc`);
    await fetch(`${proxyUrl}${PRODUCT_JOBS}/noSuchCall`);
    expect(reported).toContainEqual(
      expect.objectContaining({ operationId: 'getJobById', pointer: '/request', expected: 'jobId must be integer' }),
    );
    expect(reported).toContainEqual(
      expect.objectContaining({ operationId: '(none)', request: `GET ${PRODUCT_JOBS}/noSuchCall` }),
    );
  });
});
