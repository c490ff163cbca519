import { afterEach } from 'vitest';
import { takeClientViolations } from './client-violations.ts';

// Every web test, rendered or not: a request the client sent off the contract fails the test that sent it.
afterEach(() => {
  const violations = takeClientViolations();
  if (violations.length > 0) {
    const lines = violations.map((v) => `  ${v.operationId}: ${v.request} — ${v.problem}`);
    throw new Error(`The client sent requests off the contract:\n${lines.join('\n')}`);
  }
});
