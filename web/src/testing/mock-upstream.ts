import { setupServer, type SetupServerApi } from 'msw/node';
import { createMswHandlers } from '../../../mock-server/src/adapters/msw/create-handlers.ts';
import type { MockWorld } from '../../../mock-server/src/core/world.ts';
import { createWorld } from '../../../mock-server/src/create-world.ts';

/** 2026-11-20 10:00 IST: tests see the same dates on every run. */
export const TEST_NOW = Date.parse('2026-11-20T04:30:00.000Z');

export interface MockUpstream {
  world: MockWorld;
  server: SetupServerApi;
}

/**
 * The mock upstream's own handlers served through MSW, for component tests: the client under test
 * talks to the same behaviour (and the same request checks) as it does against the Fastify mock.
 * Unhandled requests fail the test.
 */
export function startMockUpstream(options: { jobCount?: number } = {}): MockUpstream {
  const world = createWorld({ jobCount: options.jobCount ?? 600, clockStart: TEST_NOW, frozenClock: true, validateResponses: 'throw' });
  const server = setupServer(...createMswHandlers(world));
  server.listen({ onUnhandledRequest: 'error' });
  return { world, server };
}
