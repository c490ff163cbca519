import { describe, expect, it } from 'vitest';
import { generateJobs, type JobRecord } from '../../generator/index.ts';
import type { CandidateRow } from '../../store/db.ts';
import { fromUtf8, joinJson } from '../../core/json-bytes.ts';
import { jobView, jobViewPieces } from './job-view.ts';

const written = (...args: Parameters<typeof jobViewPieces>) => fromUtf8(joinJson(jobViewPieces(...args)));

// Search pages are written from each job's JSON, written once: a client must read exactly the bytes that
// writing the whole answer at once gives.
const jobs = generateJobs({ seed: 11, count: 400 });
const candidate = (skillIds: number[]) => ({ skillIds }) as unknown as CandidateRow;

describe('jobViewPieces', () => {
  it('writes every job as JSON.stringify writes its view, with and without the extras, the second time too', () => {
    const withSkills = candidate([...jobs[0]!.skillIds, 71, 72]);
    const extrasCases = [
      {},
      { distance: 12.3456 },
      { distance: 0 },
      { distance: 249.96 },
      { candidate: withSkills },
      { candidate: candidate([]), distance: 3.05 },
      { candidate: withSkills, candidateStatus: 'Not Applied' },
      { candidateStatus: 'Shortlisted "A"' },
    ];
    for (const job of jobs) {
      for (const extras of [...extrasCases, ...extrasCases])
        expect(written(job, extras)).toBe(JSON.stringify(jobView(job, extras)));
    }
  });

  it('writes a job with absent and null fields as JSON.stringify does', () => {
    const sparse = {
      ...jobs[1]!,
      minimumCtc: null,
      maximumCtc: null,
      maxSalaryLimit: null,
      companyWebsite: undefined,
    } as unknown as JobRecord;
    expect(written(sparse, { distance: 1 })).toBe(JSON.stringify(jobView(sparse, { distance: 1 })));
    expect(JSON.parse(written(sparse))).not.toHaveProperty('companyWebsite');
  });

  it('uses the candidate skills it is given for the job weight', () => {
    const job = jobs.find((j) => j.skillIds.length > 1)!;
    const skills = new Set([job.skillIds[0]!]);
    expect(written(job, { candidate: candidate([]) }, skills)).toBe(
      JSON.stringify(jobView(job, { candidate: candidate([job.skillIds[0]!]) })),
    );
  });
});
