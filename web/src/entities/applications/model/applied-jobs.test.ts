import { describe, expect, it } from 'vitest';
import { appliedJobsOf, isAppliedStatus } from './applied-jobs.ts';

describe('the jobs a candidate applied for', () => {
  it('maps each application’s job id to its applied date (appliedOn or appliedDate), null without one', () => {
    const applied = appliedJobsOf([
      { id: 1, jobId: 1042, appliedOn: '2026-11-02 10:30:00' },
      { id: 2, jobId: 1187, appliedDate: '2026-11-05' },
      { id: 3, jobId: 1200 },
      { id: 4, jobId: null, appliedOn: '2026-11-06' },
    ]);
    expect([...applied.keys()]).toEqual(['1042', '1187', '1200']);
    expect(applied.get('1042')).toBe(new Date(2026, 10, 2, 10, 30).getTime());
    expect(applied.get('1187')).toBe(new Date(2026, 10, 5).getTime());
    expect(applied.get('1200')).toBeNull();
  });

  it.each([
    ['Submitted', true],
    ['Shortlisted', true],
    ['Not Applied', false],
    ['Not Applied Yet', false],
    ['', false],
  ])('reads getApplicationStatus %j as applied: %s', (status, applied) => {
    expect(isAppliedStatus(status)).toBe(applied);
  });
});
