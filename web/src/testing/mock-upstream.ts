import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createMswHandlers } from '#mock/testing/for-clients.ts';
import type { MockWorld } from '#mock/testing/for-clients.ts';
import { createWorld, resetWorld } from '#mock/testing/for-clients.ts';
import { noteClientViolation } from './client-violations.ts';

/** 2026-11-20 10:00 IST: tests see the same dates on every run. */
export const TEST_NOW = Date.parse('2026-11-20T04:30:00.000Z');

export interface MockUpstream {
  world: MockWorld;
  server: SetupServer;
}

export interface MockUpstreamOptions {
  /** Jobs in the generated world (600 unless a test needs fewer). */
  jobCount?: number;
  /** The mock's ownership mode (MOCK_AUTH): 'open' unless a test needs the strict one. */
  auth?: 'open' | 'strict';
}

/**
 * The mock upstream's own handlers served through MSW, for component tests: the client under test
 * talks to the same behaviour as against the Fastify mock. Every request is checked against the
 * contract (path, method, parameter names and types, body); unhandled requests fail the test.
 * Not listening yet: `setupMockUpstream` (or the caller) starts and stops it.
 */
export function createMockUpstream({ jobCount = 600, auth = 'open' }: MockUpstreamOptions = {}): MockUpstream {
  const world = createWorld({ jobCount, auth, clockStart: TEST_NOW, frozenClock: true, validateResponses: 'throw' });
  const server = setupServer(...createMswHandlers(world, { onClientViolation: noteClientViolation }));
  return { world, server };
}

/**
 * The mock upstream for every test of the calling file: listening from the first test to the last, with
 * faults, the request log and handlers a test added cleared after each test. Call it at the top of the file.
 */
export function setupMockUpstream(options: MockUpstreamOptions = {}): MockUpstream {
  const mock = createMockUpstream(options);
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mock.world.faults.clear();
    mock.world.log.clear();
    mock.server.resetHandlers();
  });
  afterAll(() => mock.server.close());
  return mock;
}

/**
 * `setupMockUpstream` for tests that read the world's times: each test starts from a fresh world, with the page's
 * clock (Date only; timers run) at TEST_NOW, the mock's frozen time.
 */
export function setupMockUpstreamAtTestNow(options: MockUpstreamOptions = {}): MockUpstream {
  const mock = setupMockUpstream(options);
  beforeEach(() => {
    resetWorld(mock.world);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(TEST_NOW);
  });
  afterEach(() => vi.useRealTimers());
  return mock;
}
