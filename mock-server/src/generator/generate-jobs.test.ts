import { beforeAll, describe, expect, it } from 'vitest';
import { INDIAN_MOBILE } from '#contract/rules.ts';
import { CITIES } from './data/cities.ts';
import { DESIGNATIONS } from './data/designations.ts';
import { skillById } from './data/skills.ts';
import { DEFAULT_WORLD_NOW, POSTED_WITHIN_DAYS, generateJobs } from './generate-jobs.ts';
import { distanceKm } from './geo.ts';
import type { JobRecord } from './job-record.ts';

const RADIUS_STEPS = [50, 100, 150, 200, 250];
const DAY_MS = 86_400_000;
const cityNamed = (name: string) => {
  const found = CITIES.find((c) => c.name === name);
  if (found === undefined) throw new Error(`no city ${name}`);
  return found;
};

let jobs: JobRecord[];
beforeAll(() => {
  jobs = generateJobs({ seed: 2024, count: 5000 });
});

describe('generateJobs: determinism', () => {
  it('gives identical jobs for the same seed and different jobs for another seed', () => {
    expect(generateJobs({ seed: 2024, count: 200 })).toEqual(jobs.slice(0, 200));
    expect(generateJobs({ seed: 2025, count: 200 })).not.toEqual(jobs.slice(0, 200));
  });
});

describe('generateJobs: radius search', () => {
  it.each(['Bengaluru', 'New Delhi', 'Mumbai'])('finds more jobs at every radius step from %s', (name) => {
    const centre = cityNamed(name);
    const counts = RADIUS_STEPS.map((r) => jobs.filter((j) => distanceKm(centre, j) <= r).length);
    for (let i = 1; i < counts.length; i++) {
      expect(counts[i], `${name} at ${RADIUS_STEPS[i]} km: ${counts.join(', ')}`).toBeGreaterThan(counts[i - 1] ?? 0);
    }
    expect(counts[0]).toBeGreaterThanOrEqual(10);
  });

  it('gives metros more jobs than towns and keeps each job near its city', () => {
    const inCity = (name: string) => jobs.filter((j) => j.cityName === name).length;
    expect(inCity('Bengaluru')).toBeGreaterThan(3 * inCity('Hosur'));
    expect(inCity('Hosur')).toBeGreaterThan(0);
    const astray = jobs.filter((job) => {
      const city = cityNamed(job.cityName);
      return distanceKm(city, job) > 35.01 || job.pincode.slice(0, 3) !== city.pincode.slice(0, 3);
    });
    expect(astray).toEqual([]);
  });
});

const designationOf = (job: JobRecord) => {
  const found = DESIGNATIONS.find((d) => d.id === job.designationId);
  if (found === undefined) throw new Error(`no designation ${job.designationId}`);
  return found;
};
const realSkillIds = (job: JobRecord) => job.skillIds.filter((id) => skillById(id)?.generic === false);

describe('generateJobs: fields', () => {
  it('numbers jobs and budgets uniquely', () => {
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    expect(new Set(jobs.map((j) => j.budgetId)).size).toBe(jobs.length);
    expect(jobs.filter((j) => !(Number.isInteger(j.recruiterId) && j.recruiterId > 0))).toEqual([]);
  });

  it('keeps salaries inside the designation band, with some jobs undisclosed', () => {
    const offBand = jobs.filter((job) => {
      const d = designationOf(job);
      const inBand = (ctc: number | null) => ctc === null || (ctc % 1000 === 0 && ctc >= d.ctcMin && ctc <= d.ctcMax);
      const ordered = job.minimumCtc === null || job.maximumCtc === null || job.minimumCtc < job.maximumCtc;
      const monthly = job.maximumCtc === null ? null : Math.round(job.maximumCtc / 12);
      return (
        d.name !== job.jobName ||
        !inBand(job.minimumCtc) ||
        !inBand(job.maximumCtc) ||
        !ordered ||
        job.maxSalaryLimit !== monthly
      );
    });
    expect(offBand).toEqual([]);
    const share = (test: (j: JobRecord) => boolean) => jobs.filter(test).length / jobs.length;
    for (const part of [
      share((j) => j.minimumCtc === null && j.maximumCtc === null),
      share((j) => j.minimumCtc === null && j.maximumCtc !== null),
      share((j) => j.minimumCtc !== null && j.maximumCtc === null),
    ]) {
      expect(part).toBeGreaterThan(0.03);
      expect(part).toBeLessThan(0.07);
    }
  });

  it('lists 2 to 6 of the role skills, by id and name, sometimes with one generic entry', () => {
    const wrong = jobs.filter((job) => {
      const real = realSkillIds(job);
      const allowed = designationOf(job).skillIds;
      const names = job.skillIds.map((id) => skillById(id)?.skillName);
      return (
        real.length < 2 ||
        real.length > 6 ||
        real.some((id) => !allowed.includes(id)) ||
        job.skillIds.length - real.length > 1 ||
        job.skills.join('|') !== names.join('|')
      );
    });
    expect(wrong).toEqual([]);
    expect(jobs.some((j) => j.skillIds.length > realSkillIds(j).length)).toBe(true);
  });

  it('posts jobs in the 45 days before now with a later deadline', () => {
    const now = new Date('2026-01-15T06:00:00.000Z');
    const outside = generateJobs({ seed: 1, count: 500, now }).filter((job) => {
      const posted = Date.parse(job.postedDate);
      return (
        posted > now.getTime() ||
        posted <= now.getTime() - POSTED_WITHIN_DAYS * DAY_MS ||
        Date.parse(job.applicationDeadline) <= posted
      );
    });
    expect(outside).toEqual([]);
    expect(Date.parse(jobs[0]?.postedDate ?? '')).toBeLessThanOrEqual(DEFAULT_WORLD_NOW.getTime());
  });

  it('fills contact, company and listing details that look real', () => {
    const odd = jobs.filter(
      (job) =>
        !/^\d{6}$/.test(job.pincode) ||
        !INDIAN_MOBILE.pattern.test(job.contactMobile) ||
        !/^[a-z]+\.[a-z]+@[a-z0-9]+\.in$/.test(job.contactEmail) ||
        job.companyWebsite !== `https://www.${job.contactEmail.split('@')[1]}` ||
        !['Full time', 'Part time', 'Contract', 'Internship'].includes(job.jobType) ||
        !['On-site', 'Remote', 'Hybrid'].includes(job.workMode) ||
        (job.jobType === 'Internship' && job.experienceRequired !== 'Fresher') ||
        job.budgetName !== `${job.jobName} - ${job.companyName} ${job.cityName} ${job.budgetName.slice(-2)}` ||
        !/ Q[1-4]$/.test(job.budgetName) ||
        [job.jobDescription, job.requirements, job.responsibilities].some((t) => /[{}]|undefined/.test(t)),
    );
    expect(odd).toEqual([]);
    expect(new Set(jobs.map((j) => j.jobType)).size).toBe(4);
    expect(new Set(jobs.map((j) => j.workMode)).size).toBe(3);
  });
});
