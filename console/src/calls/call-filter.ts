import type { Scope } from '../api/control-client.ts';
import type { CallSummary } from '../stream/call-store.ts';

/** Which sessions' calls are listed: the world in view, every one, or one chosen ('default' for the default world). */
export type SessionChoice = { kind: 'in-view' } | { kind: 'all' } | { kind: 'one'; session: Scope };

export interface CallFilter {
  /** An operationId, or '' for all. */
  operation: string;
  /** '2' for 2xx … '5' for 5xx, or '' for all. */
  statusClass: string;
  sessions: SessionChoice;
  /** Words every listed call contains (path, operation, method, status, session, marks), in any case. */
  text: string;
}

export const NO_FILTER: CallFilter = { operation: '', statusClass: '', sessions: { kind: 'in-view' }, text: '' };

/** Whether a filter lists every call of the world in view. */
export const isUnfiltered = (filter: CallFilter): boolean =>
  filter.operation === '' &&
  filter.statusClass === '' &&
  filter.sessions.kind === 'in-view' &&
  filter.text.trim() === '';

function inSessions(call: CallSummary, choice: SessionChoice, scope: Scope): boolean {
  if (choice.kind === 'all') return true;
  return call.session === (choice.kind === 'in-view' ? scope : choice.session);
}

/** What a call is found by in the text filter. */
function searchable(call: CallSummary): string {
  return [
    call.method,
    call.path,
    call.operationId,
    String(call.status),
    call.session ?? 'default world',
    call.fault ? `fault ${call.fault.id}` : '',
    call.drift ? `drift ${call.drift}` : '',
    call.replayed ? 'replayed' : '',
    call.verdict.valid ? 'valid' : 'violation',
  ]
    .join(' ')
    .toLowerCase();
}

export function matches(call: CallSummary, filter: CallFilter, scope: Scope): boolean {
  if (filter.operation !== '' && call.operationId !== filter.operation) return false;
  if (filter.statusClass !== '' && String(call.status)[0] !== filter.statusClass) return false;
  if (!inSessions(call, filter.sessions, scope)) return false;
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchable(call);
  return words.every((word) => text.includes(word));
}

/** The filter's session choice as a select's value, and back. */
export function sessionChoiceValue(choice: SessionChoice): string {
  if (choice.kind !== 'one') return choice.kind;
  return choice.session === null ? 'default' : `session:${choice.session}`;
}

export function sessionChoiceOf(value: string): SessionChoice {
  if (value === 'all') return { kind: 'all' };
  if (value === 'default') return { kind: 'one', session: null };
  if (value.startsWith('session:')) return { kind: 'one', session: value.slice('session:'.length) };
  return { kind: 'in-view' };
}
