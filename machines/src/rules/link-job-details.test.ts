import { describe, expect, it } from 'vitest';
import { isJobLink, jobDetailsFromLink, jobLinkPath } from './link-job-details.ts';

describe('job details built from a link', () => {
  it('reads every documented parameter', () => {
    const job = jobDetailsFromLink(
      new URLSearchParams(
        'budgetCityId=77&budgetName=Driver&city=Pune&pinCode=411001&salary=18000&recruiterId=5&utm=x',
      ),
    );
    expect(job).toEqual({
      id: '77',
      jobId: '77',
      jobName: 'Driver',
      title: 'Driver',
      cityName: 'Pune',
      pincode: '411001',
      maxSalaryLimit: 18000,
      recruiterId: '5',
      positionId: '77',
      location: 'Pune - 411001',
      salary: '18000',
      params: {
        budgetCityId: '77',
        budgetName: 'Driver',
        city: 'Pune',
        pinCode: '411001',
        salary: '18000',
        recruiterId: '5',
      },
      fromLink: true,
    });
  });
  it('prefers jobId and positionId, cityName and pincode, title when no budget name', () => {
    const job = jobDetailsFromLink(
      new URLSearchParams('jobId=1&positionId=2&title=Cook&cityName=Agra&pincode=282001&salary=abc'),
    );
    expect(job.id).toBe('1');
    expect(job.positionId).toBe('2');
    expect(job.jobName).toBe('Cook');
    expect(job.location).toBe('Agra - 282001');
    expect(job.maxSalaryLimit).toBe(0);
    expect(job.recruiterId).toBe('0');
  });
  it('builds an empty job from no parameters', () => {
    const job = jobDetailsFromLink(new URLSearchParams(''));
    expect(job.id).toBe('');
    expect(job.location).toBe('');
    expect(job.params).toEqual({});
  });
});

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
