import { describe, expect, it } from 'vitest';
import { jobDetailsFromLink } from './link-job-details.ts';

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
