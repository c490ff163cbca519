import type { Violation } from './types.ts';

/** One line that names the operation, the request, the JSON pointer and what the contract expected. */
export function describeViolation(v: Violation): string {
  return `${v.operationId}: ${v.request} → HTTP ${v.status}, at ${v.pointer || '(body)'} expected ${v.expected}`;
}
