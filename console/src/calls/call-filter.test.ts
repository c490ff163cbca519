import { describe, expect, it } from 'vitest';
import type { CallSummary } from '../stream/call-store.ts';
import { matches, NO_FILTER, sessionChoiceOf, sessionChoiceValue } from './call-filter.ts';

const call = (over: Partial<CallSummary>): CallSummary => ({
  id: 1,
  session: null,
  time: '2026-12-06T05:00:00.000Z',
  operationId: 'getJobById',
  method: 'GET',
  path: '/corporate-recruitment/talentJobs/getJobById',
  status: 200,
  durationMs: 1,
  verdict: { valid: true, violations: [] },
  ...over,
});

describe('the calls filter', () => {
  it('lists the world in view by default, every world or one chosen on demand', () => {
    const mine = call({ session: 'a' });
    const other = call({ session: 'b' });
    expect([mine, other].filter((c) => matches(c, NO_FILTER, 'a'))).toEqual([mine]);
    expect([mine, other].filter((c) => matches(c, { ...NO_FILTER, sessions: { kind: 'all' } }, 'a'))).toHaveLength(2);
    expect(matches(call({}), { ...NO_FILTER, sessions: { kind: 'one', session: null } }, 'a')).toBe(true);
  });

  it('keeps an operation, a status class and the words of every listed call', () => {
    const faulted = call({ status: 503, fault: { id: 'f1', status: 503 }, operationId: 'searchJobs' });
    expect(matches(faulted, { ...NO_FILTER, statusClass: '5' }, null)).toBe(true);
    expect(matches(faulted, { ...NO_FILTER, statusClass: '2' }, null)).toBe(false);
    expect(matches(faulted, { ...NO_FILTER, operation: 'getJobById' }, null)).toBe(false);
    expect(matches(faulted, { ...NO_FILTER, text: 'FAULT f1 search' }, null)).toBe(true);
    expect(matches(faulted, { ...NO_FILTER, text: 'drift' }, null)).toBe(false);
    expect(
      matches(call({ verdict: { valid: false, violations: [] } }), { ...NO_FILTER, text: 'violation' }, null),
    ).toBe(true);
  });

  it('reads back the world it wrote into the select', () => {
    for (const choice of [
      { kind: 'in-view' },
      { kind: 'all' },
      { kind: 'one', session: null },
      { kind: 'one', session: 'ci-7' },
    ] as const)
      expect(sessionChoiceOf(sessionChoiceValue(choice))).toEqual(choice);
  });
});
