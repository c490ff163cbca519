import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../adapters/fastify/build-app.ts';
import { DEMO_IDENTITIES } from '../core/identities.ts';
import type { WorldOptions } from '../core/world.ts';

/** A 2026-11-20 10:00 IST start, so dates in tests are stable. */
export const TEST_CLOCK_START = Date.parse('2026-11-20T04:30:00.000Z');

export interface TestApp {
  app: FastifyInstance;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A valid service token for bearer calls. */
  token(): Promise<string>;
  /** JSON body of a response. */
  json<T = unknown>(response: LightMyRequestResponse): T;
  close(): Promise<void>;
}

/**
 * The mock built for a test: fixed seed, frozen clock, every response checked against the contract
 * (an off-contract response answers 500 with the violation, so the test that caused it fails); `more` adds
 * world options (bounds, say).
 */
export async function buildTestApp(jobCount = 5000, more: WorldOptions = {}): Promise<TestApp> {
  const app = await buildApp({
    worldOptions: { jobCount, clockStart: TEST_CLOCK_START, frozenClock: true, validateResponses: 'throw', ...more },
  });
  await app.ready();
  return {
    app,
    inject: (options) => app.inject(options),
    async token() {
      const response = await app.inject({ method: 'GET', url: '/api/auth/fetchProgrammaticUserToken' });
      return (response.json() as { token: string }).token;
    },
    json: <T>(response: LightMyRequestResponse) => response.json() as T,
    close: () => app.close(),
  };
}

/**
 * The test app of one test file: built before its tests and closed after them (with `resetEach`, back to
 * the seed before each test). The object returned forwards to the app beforeAll builds.
 */
export function testAppPerFile(jobCount: number, { resetEach = false } = {}): TestApp {
  let built: TestApp | undefined;
  const current = (): TestApp => {
    if (!built) throw new Error('The test app is built in beforeAll: use it inside tests and hooks.');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(jobCount);
  });
  afterAll(() => built?.close());
  if (resetEach) {
    beforeEach(async () => {
      await current().inject({ method: 'POST', url: '/__mock/reset' });
    });
  }
  return {
    get app() {
      return current().app;
    },
    inject: (options) => current().inject(options),
    token: () => current().token(),
    json: <T>(response: LightMyRequestResponse) => current().json<T>(response),
    close: () => current().close(),
  };
}

export { DEMO_IDENTITIES };
