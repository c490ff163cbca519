import { describe, expect, it } from 'vitest';
import { isJobLink, jobLinkPath } from './job-link.ts';
import { jobDetailsFromLink } from './link-job-details.ts';

describe("a job's own link", () => {
  const job = {
    id: '4821',
    budgetId: 77,
    title: 'Delivery Executive',
    cityName: 'Bengaluru',
    pincode: '560001',
    maxSalaryLimit: 22000,
    recruiterId: '9',
  };

  it('is the /ApplyForJob address a short link resolves to, read back to the same job', () => {
    const path = jobLinkPath(job)!;
    expect(path).toBe(
      '/ApplyForJob?jobId=4821&budgetId=77&title=Delivery%20Executive&cityName=Bengaluru&pincode=560001&salary=22000&recruiterId=9',
    );
    const read = jobDetailsFromLink(new URL(path, 'https://jobs.example.in').searchParams);
    expect(read).toMatchObject({ id: '4821', title: 'Delivery Executive', cityName: 'Bengaluru', pincode: '560001' });
    expect(read.maxSalaryLimit).toBe(22000);
    expect(isJobLink('/ApplyForJob', path.slice(path.indexOf('?')))).toBe(true);
  });

  it('leaves out what the job does not say, and is null for a job without an id', () => {
    expect(
      jobLinkPath({ ...job, budgetId: null, cityName: '', pincode: '', maxSalaryLimit: null, recruiterId: null }),
    ).toBe('/ApplyForJob?jobId=4821&title=Delivery%20Executive');
    expect(jobLinkPath({ ...job, id: null })).toBeNull();
  });

  it('is told apart from /ApplyForJob without a job', () => {
    expect(isJobLink('/ApplyForJob', '')).toBe(false);
    expect(isJobLink('/ApplyForJob/', '?jobId=5')).toBe(true);
    expect(isJobLink('/jB7xK2', '?jobId=5')).toBe(false);
  });
});
