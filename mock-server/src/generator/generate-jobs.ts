import { CITIES, type City, type CityTier } from './data/cities.ts';
import { ALL_COMPANIES, COMPANIES, companyDomain } from './data/companies.ts';
import { DEPARTMENT_TEXTS } from './data/department-texts.ts';
import { DESIGNATIONS, type Department, type Designation } from './data/designations.ts';
import { GENERIC_SKILLS, skillById } from './data/skills.ts';
import { person } from './generate-people.ts';
import { jitter } from './geo.ts';
import { disclose, monthlyLimit, pickCtcRange, pickExperience } from './job-pay.ts';
import type { JobRecord } from './job-record.ts';
import { buildJobTexts } from './job-texts.ts';
import { createRng, weightedPicker, type Rng } from './rng.ts';

export interface GenerateJobsOptions {
  seed: number | string;
  count: number;
  cities?: readonly City[];
  designations?: readonly Designation[];
  /** Jobs are posted in the 45 days before this instant. */
  now?: Date;
}

export const DEFAULT_WORLD_NOW = new Date('2025-06-02T04:30:00.000Z');
const FIRST_JOB_ID = 100_001;
const FIRST_BUDGET_ID = 50_001;
const FIRST_RECRUITER_ID = 501;
export const POSTED_WITHIN_DAYS = 45;

/** Metros get the most openings, spread widest; towns get a few, close to the centre. */
const TIER_WEIGHT: Record<CityTier, number> = { 1: 12, 2: 5, 3: 2 };
const TIER_SPREAD_KM: Record<CityTier, number> = { 1: 35, 2: 25, 3: 15 };
/** How many consecutive PIN codes from the city's own one the openings use. */
const TIER_PIN_SPAN: Record<CityTier, number> = { 1: 50, 2: 15, 3: 1 };
/** Delivery, calling and sales roles are posted far more often than the rest. */
const DEPARTMENT_WEIGHT: Partial<Record<Department, number>> = {
  Operations: 3,
  'Customer Support': 2,
  Sales: 2,
  Engineering: 1.5,
};
const GENERIC_SKILL_CHANCE = 0.08;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const RECRUITER_BY_COMPANY = new Map(ALL_COMPANIES.map((name, i) => [name, FIRST_RECRUITER_ID + i]));
/** Each company's domain, worked out once rather than per job. */
const DOMAIN_BY_COMPANY = new Map(ALL_COMPANIES.map((name) => [name, companyDomain(name)]));

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

function pincodeFor(city: City, rng: Rng): string {
  const base = Number(city.pincode) + rng.int(0, TIER_PIN_SPAN[city.tier] - 1);
  return String(base).padStart(6, '0');
}

interface JobSkills {
  skillIds: number[];
  skills: string[];
  /** The names without any generic placeholder, for the texts. */
  realNames: string[];
}

function skillsFor(designation: Designation, rng: Rng): JobSkills {
  const pool = designation.skillIds;
  const ids = rng.pickSome(pool, rng.int(2, Math.min(6, pool.length)));
  const realNames = ids.map((id) => skillById(id)?.skillName ?? '');
  if (!rng.chance(GENERIC_SKILL_CHANCE)) return { skillIds: ids, skills: [...realNames], realNames };
  const generic = rng.pick(GENERIC_SKILLS);
  return { skillIds: [...ids, generic.id], skills: [...realNames, generic.skillName], realNames };
}

function makeJob(index: number, city: City, designation: Designation, now: Date, rng: Rng): JobRecord {
  const texts = DEPARTMENT_TEXTS[designation.department];
  const companyName = rng.pick(COMPANIES[designation.department]);
  const point = jitter(city, TIER_SPREAD_KM[city.tier], rng);
  const jobType = rng.pickWeighted(texts.jobTypes);
  const workMode = rng.pickWeighted(texts.workModes);
  const experience = pickExperience(designation, jobType, rng);
  const ctc = disclose(pickCtcRange(designation, experience.seniority, rng), rng);
  const { skillIds, skills, realNames } = skillsFor(designation, rng);
  const posted = new Date(now.getTime() - rng.int(0, POSTED_WITHIN_DAYS * 24 * 60 - 1) * MINUTE_MS);
  const deadline = new Date(posted.getTime() + rng.int(15, 60) * DAY_MS);
  const domain = DOMAIN_BY_COMPANY.get(companyName) ?? companyDomain(companyName);
  const contact = person(rng, { emailDomain: domain });
  const openings = rng.int(1, 25);
  const quarter = Math.floor(posted.getUTCMonth() / 3) + 1;

  return {
    id: FIRST_JOB_ID + index,
    budgetId: FIRST_BUDGET_ID + index,
    recruiterId: RECRUITER_BY_COMPANY.get(companyName) ?? FIRST_RECRUITER_ID,
    designationId: designation.id,
    jobName: designation.name,
    companyName,
    cityName: city.name,
    pincode: pincodeFor(city, rng),
    latitude: round6(point.latitude),
    longitude: round6(point.longitude),
    ...ctc,
    maxSalaryLimit: monthlyLimit(ctc.maximumCtc),
    skillIds,
    skills,
    ...buildJobTexts(
      {
        designation,
        companyName,
        cityName: city.name,
        experience: experience.label,
        workMode,
        skillNames: realNames,
      },
      rng,
    ),
    experienceRequired: experience.label,
    jobType,
    workMode,
    department: designation.department,
    category: designation.category,
    postedDate: posted.toISOString(),
    applicationDeadline: deadline.toISOString(),
    budgetName: `${designation.name} - ${companyName} ${city.name} Q${quarter}`,
    budgetDescription:
      `${openings} ${openings === 1 ? 'opening' : 'openings'} for ${designation.name} at ` +
      `${companyName}, ${city.name} (${jobType}, ${workMode}).`,
    contactName: contact.fullName,
    contactEmail: contact.email,
    contactMobile: contact.mobile,
    companyWebsite: `https://www.${domain}`,
  };
}

/**
 * Job openings spread over the cities by size, each jittered around its city centre.
 * The same options always give the same jobs, and a smaller count gives a prefix of a larger one.
 */
export function generateJobs(options: GenerateJobsOptions): JobRecord[] {
  const { seed, count, cities = CITIES, designations = DESIGNATIONS, now = DEFAULT_WORLD_NOW } = options;
  const rng = createRng(seed);
  const pickCity = weightedPicker(cities.map((c) => [c, TIER_WEIGHT[c.tier]] as const));
  const pickDesignation = weightedPicker(designations.map((d) => [d, DEPARTMENT_WEIGHT[d.department] ?? 1] as const));
  const jobs: JobRecord[] = [];
  for (let i = 0; i < count; i++) {
    const city = pickCity(rng);
    const designation = pickDesignation(rng);
    jobs.push(makeJob(i, city, designation, now, rng));
  }
  return jobs;
}
