import type { ClientRequestViolation } from '#mock/testing/for-clients.ts';

// Requests the client sent off the contract, as the mock upstream (mock-upstream.ts) finds them. Apart from it, so
// that the check after every test (setup-contract.ts) does not load the mock into tests that never start it.
const violations: ClientRequestViolation[] = [];

export const noteClientViolation = (violation: ClientRequestViolation): void => void violations.push(violation);

/** Requests the client sent off the contract since the last call (the test setup fails the test on any). */
export const takeClientViolations = (): ClientRequestViolation[] => violations.splice(0, violations.length);
