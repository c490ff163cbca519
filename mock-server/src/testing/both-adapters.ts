import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createMswHandlers } from '../adapters/msw/create-handlers.ts';
import { createWorld } from '../create-world.ts';
import { buildTestApp, TEST_CLOCK_START, type TestApp } from './test-app.ts';

/** Where the MSW adapter answers in these tests. */
export const MSW_ORIGIN = 'http://mock.test';

export interface BothAdapters {
  /** The Fastify server (requests through `inject`; `token()` gives its service token). */
  fastify(): TestApp;
  /** The service token of the MSW world (each adapter's world issues its own). */
  mswToken(): string;
}

/**
 * The mock behind both of its adapters, for tests that send one request to each and compare: a Fastify app and
 * MSW handlers at MSW_ORIGIN, each over its own world of 200 jobs on the test clock, started before the file's
 * tests and closed after them.
 */
export function useBothAdapters(): BothAdapters {
  const world = createWorld({
    jobCount: 200,
    clockStart: TEST_CLOCK_START,
    frozenClock: true,
    validateResponses: 'throw',
  });
  const server = setupServer(...createMswHandlers(world, { baseUrl: MSW_ORIGIN }));
  let fastify: TestApp | undefined;
  let mswToken: string | undefined;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    fastify = await buildTestApp(200);
    const answer = await fetch(`${MSW_ORIGIN}/api/auth/fetchProgrammaticUserToken`);
    mswToken = ((await answer.json()) as { token: string }).token;
  });
  afterAll(async () => {
    server.close();
    await fastify?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useBothAdapters: the adapters start in beforeAll');
    return value;
  };
  return { fastify: () => started(fastify), mswToken: () => started(mswToken) };
}
