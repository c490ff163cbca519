import { setupServer, type SetupServer } from 'msw/node';
import type { ClientRequestViolation } from '#mock/testing/for-clients.ts';
import { createMswHandlers } from '#mock/testing/for-clients.ts';
import type { MockWorld } from '#mock/testing/for-clients.ts';
import { createWorld } from '#mock/testing/for-clients.ts';

/** 2026-11-20 10:00 IST: tests see the same dates on every run. */
export const TEST_NOW = Date.parse('2026-11-20T04:30:00.000Z');

export interface MockUpstream {
  world: MockWorld;
  server: SetupServer;
}

const clientViolations: ClientRequestViolation[] = [];

/** Requests the client sent off the contract since the last call (the test setup fails the test on any). */
export function takeClientViolations(): ClientRequestViolation[] {
  return clientViolations.splice(0, clientViolations.length);
}

/**
 * The mock upstream's own handlers served through MSW, for component tests: the client under test
 * talks to the same behaviour as against the Fastify mock. Every request is checked against the
 * contract (path, method, parameter names and types, body); unhandled requests fail the test.
 */
export function startMockUpstream(options: { jobCount?: number } = {}): MockUpstream {
  const world = createWorld({ jobCount: options.jobCount ?? 600, clockStart: TEST_NOW, frozenClock: true, validateResponses: 'throw' });
  const server = setupServer(...createMswHandlers(world, { onClientViolation: (v) => clientViolations.push(v) }));
  server.listen({ onUnhandledRequest: 'error' });
  return { world, server };
}
