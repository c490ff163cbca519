import type { Scope } from './control-client.ts';

/**
 * Every query key of the console, under one root per scope: a change in a world (pushed by the stream) invalidates
 * that scope's keys; the sessions list is the mock's, whatever the scope.
 */
export const consoleKeys = {
  all: ['console'] as const,
  sessions: () => ['console', 'sessions'] as const,
  scope: (scope: Scope) => ['console', 'scope', scope ?? ''] as const,
  faults: (scope: Scope) => [...consoleKeys.scope(scope), 'faults'] as const,
  drift: (scope: Scope) => [...consoleKeys.scope(scope), 'drift'] as const,
  scenario: (scope: Scope) => [...consoleKeys.scope(scope), 'scenario'] as const,
  clock: (scope: Scope) => [...consoleKeys.scope(scope), 'clock'] as const,
  codes: (scope: Scope) => [...consoleKeys.scope(scope), 'codes'] as const,
  demo: (scope: Scope) => [...consoleKeys.scope(scope), 'demo'] as const,
  coverage: (scope: Scope) => [...consoleKeys.scope(scope), 'coverage'] as const,
  violations: (scope: Scope) => [...consoleKeys.scope(scope), 'violations'] as const,
  call: (id: number) => ['console', 'call', id] as const,
  contract: () => ['console', 'contract'] as const,
  joined: () => ['console', 'joined'] as const,
};
