import { describe, expect, it } from 'vitest';
import type { JobIdentity } from './job-id.ts';
import { jobIdOf, mergeUniqueJobs } from './job-id.ts';

describe('job id normaliser', () => {
  it.each([
    [{ id: 1 }, '1'],
    [{ jobId: 'j2' }, 'j2'],
    [{ positionId: 3 }, '3'],
    [{ budgetCityId: 4 }, '4'],
    [{ id: '', jobId: null, positionId: 5 }, '5'],
    [{}, null],
  ])('%j has id %s', (job, expected) => {
    expect(jobIdOf(job)).toBe(expected);
  });
});

describe('job de-duplication', () => {
  it('appends only jobs not seen before, under any id field', () => {
    const existing: JobIdentity[] = [{ id: 1 }, { jobId: 2 }];
    const { jobs, added } = mergeUniqueJobs(existing, [{ positionId: 1 }, { budgetCityId: 3 }, { id: 3 }, {}]);
    expect(jobs).toEqual([{ id: 1 }, { jobId: 2 }, { budgetCityId: 3 }, {}]);
    expect(added).toBe(2);
  });
});
