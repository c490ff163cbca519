import { describe, expect, it } from 'vitest';
import { salaryMessage } from '#machines';
import { messageText } from '#web/i18n/index.ts';
import { jobSkillsOf, titleCase } from './job-skills.ts';
import { locationText, monthlySalary, normalizeJob } from './normalize-job.ts';
import { jobsOfAnswer, recordOfAnswer } from './search-answer.ts';
import { matchTone } from './skill-match.ts';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
const salaryText = (job: Parameters<typeof monthlySalary>[0]) => messageText(salaryMessage(monthlySalary(job), rupees));

describe('normalizeJob: ids', () => {
  it.each([
    [{ id: 1042 }, '1042'],
    [{ jobId: 7 }, '7'],
    [{ positionId: '88' }, '88'],
    [{ budgetCityId: 5 }, '5'],
    [{ id: '', jobId: null, positionId: 9 }, '9'],
    [{ jobName: 'No id' }, null],
  ])('reads the id of %j', (job, id) => {
    expect(normalizeJob(job).id).toBe(id);
  });

  it('reads the recruiter under recruiterId or recruiter_id', () => {
    expect(normalizeJob({ id: 1, recruiterId: 17 }).recruiterId).toBe('17');
    expect(normalizeJob({ id: 1, recruiter_id: 23 }).recruiterId).toBe('23');
    expect(normalizeJob({ id: 1 }).recruiterId).toBeNull();
  });
});

describe('normalizeJob: titles, places and descriptions', () => {
  it.each([
    [{ id: 1, jobName: 'Telecaller' }, 'Telecaller'],
    [{ id: 1, title: 'Driver' }, 'Driver'],
    [{ id: 1, jobName: '', title: 'Cook' }, 'Cook'],
    [{ id: 1 }, ''],
  ])('title of %j', (job, title) => {
    expect(normalizeJob(job).title).toBe(title);
  });

  it('reads the city from cityName or location and the pincode as text', () => {
    expect(normalizeJob({ id: 1, cityName: 'Pune', pincode: 411001 })).toMatchObject({
      cityName: 'Pune',
      pincode: '411001',
    });
    expect(normalizeJob({ id: 1, location: 'Surat', pinCode: '395003' })).toMatchObject({
      cityName: 'Surat',
      pincode: '395003',
    });
  });

  it.each([
    [{ id: 1, jobDescription: 'A' }, 'A'],
    [{ id: 1, jobDetails: 'B' }, 'B'],
    [{ id: 1, description: 'C' }, 'C'],
    [{ id: 1, jobDescription: null, jobDetails: '', description: 'D' }, 'D'],
  ])('description of %j', (job, description) => {
    expect(normalizeJob(job).description).toBe(description);
  });

  it("reads a shared link's budget id and a notification's monthly salary", () => {
    expect(normalizeJob({ jobId: '5', params: { budgetId: '310' } }).budgetId).toBe(310);
    expect(salaryText(normalizeJob({ jobId: 5, salary: 22000 }))).toBe('Up to ₹22,000 per month');
  });

  // The screens write the documented defaults of the type and experience, 'Full-time' and 'Not specified', in the
  // chosen language (job-card.test.tsx, job-details-modal.test.tsx).
  it('fills the documented default status, and leaves a missing type and experience to the screens', () => {
    expect(normalizeJob({ id: 1 })).toMatchObject({
      jobType: '',
      experience: '',
      candidateStatus: 'Not Applied',
    });
    expect(normalizeJob({ id: 1, employmentType: 'Part time' }).jobType).toBe('Part time');
  });
});

describe('job skills', () => {
  it.each([
    ['a list of names', { skills: ['Hindi', 'Two-Wheeler Driving'] }],
    ['a comma string', { skills: 'Hindi, Two-Wheeler Driving' }],
    ['skillTags', { skillTags: ['Hindi', 'Two-Wheeler Driving'] }],
    ['jobSkills objects', { jobSkills: [{ skillName: 'Hindi' }, { name: 'Two-Wheeler Driving' }] }],
    ['tags', { tags: 'Hindi,Two-Wheeler Driving' }],
  ])('reads %s', (_, job) => {
    expect(jobSkillsOf(job)).toEqual(['Hindi', 'Two-Wheeler Driving']);
  });

  it('drops generic entries, duplicates and inactive skill objects', () => {
    expect(jobSkillsOf({ skills: 'General, Hindi, others, NONE, n/a, hindi, Excel' })).toEqual(['Hindi', 'Excel']);
    expect(jobSkillsOf({ skills: [{ label: 'Tally', active: false }, { skill_name: 'GST' }] })).toEqual(['GST']);
  });

  it("defaults to 'General', which is generic, so nothing is listed", () => {
    expect(jobSkillsOf({})).toEqual([]);
    expect(jobSkillsOf({ skills: '', tags: 'Welding' })).toEqual(['Welding']);
  });

  it('title-cases skill names', () => {
    expect(titleCase('two-wheeler driving')).toBe('Two-Wheeler Driving');
    expect(titleCase('GST filing')).toBe('GST Filing');
  });
});

describe('derived texts', () => {
  it('builds the location text', () => {
    expect(locationText({ cityName: 'Pune', pincode: '411001' })).toBe('Pune - 411001');
    expect(locationText({ cityName: 'Pune', pincode: '' })).toBe('Pune');
    // The screens write 'Location Not Specified' then (job-card.test.tsx).
    expect(locationText({ cityName: '', pincode: '411001' })).toBe('');
  });

  it.each([
    [{ minimumCtc: 216000, maximumCtc: 300000, maxSalaryLimit: null }, '₹18,000 - ₹25,000 per month'],
    [{ minimumCtc: null, maximumCtc: 1800000, maxSalaryLimit: null }, 'Up to ₹1,50,000 per month'],
    [{ minimumCtc: 240000, maximumCtc: null, maxSalaryLimit: null }, 'From ₹20,000 per month'],
    [{ minimumCtc: null, maximumCtc: null, maxSalaryLimit: 25000 }, 'Up to ₹25,000 per month'],
    [{ minimumCtc: 0, maximumCtc: null, maxSalaryLimit: null }, 'Salary Not Disclosed'],
  ])('salary of %j', (job, text) => {
    expect(salaryText(job)).toBe(text);
  });

  it('bands the skill match at 80 and 60', () => {
    expect([100, 80, 79, 60, 59, 0].map(matchTone)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });
});

describe('answers', () => {
  it('reads the job list bare or in an envelope', () => {
    expect(jobsOfAnswer([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(jobsOfAnswer({ success: true, data: [{ id: 2 }] })).toEqual([{ id: 2 }]);
    expect(jobsOfAnswer(JSON.parse('{"success":false}'))).toEqual([]);
  });

  it('reads a record bare or in an envelope', () => {
    expect(recordOfAnswer({ success: true, data: { budgetId: 3 } })).toEqual({ budgetId: 3 });
    expect(recordOfAnswer({ id: 4 })).toEqual({ id: 4 });
    expect(recordOfAnswer(null)).toBeNull();
  });
});
