import type { Violation } from './types.ts';

/** One line that names the operation, the request, the JSON pointer and what the contract expected. */
export function describeViolation(v: Violation): string {
  const note = v.note ? ` (${v.note})` : '';
  // A request the contract refuses has no answer status: what the request broke is the violation.
  if (v.status === 0) return `${v.operationId}: ${v.request}: the request is off the contract: ${v.expected}${note}`;
  return `${v.operationId}: ${v.request} → HTTP ${v.status}, at ${v.pointer || '(body)'} expected ${v.expected}${note}`;
}
