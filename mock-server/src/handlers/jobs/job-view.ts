import type { components } from '#contract/schema.d.ts';
import { GENERIC_SKILLS, type JobRecord } from '../../generator/index.ts';
import type { CandidateRow } from '../../store/db.ts';

type Job = components['schemas']['Job'];

const GENERIC_IDS = new Set(GENERIC_SKILLS.map((s) => s.id));

/** Percentage of the job's real skills (placeholders such as 'General' left out) the candidate has. */
export function jobWeight(job: JobRecord, candidateSkillIds: ReadonlySet<number>): number | null {
  const real = job.skillIds.filter((id) => !GENERIC_IDS.has(id));
  if (real.length === 0) return null;
  const matched = real.filter((id) => candidateSkillIds.has(id)).length;
  return Math.round((100 * matched) / real.length);
}

interface JobViewExtras {
  distance?: number;
  candidate?: CandidateRow | null;
  candidateStatus?: string;
}

/** A job as the upstream answers it (Job schema of the contract). */
export function jobView(job: JobRecord, extras: JobViewExtras = {}): Job {
  const view: Job = {
    id: job.id,
    jobId: job.id,
    budgetCityId: job.id,
    budgetId: job.budgetId,
    recruiterId: job.recruiterId,
    designationId: job.designationId,
    jobName: job.jobName,
    companyName: job.companyName,
    cityName: job.cityName,
    pincode: job.pincode,
    latitude: job.latitude,
    longitude: job.longitude,
    minimumCtc: job.minimumCtc,
    maximumCtc: job.maximumCtc,
    maxSalaryLimit: job.maxSalaryLimit,
    skills: [...job.skills],
    skillIds: [...job.skillIds],
    jobDescription: job.jobDescription,
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    experienceRequired: job.experienceRequired,
    jobType: job.jobType,
    workMode: job.workMode,
    department: job.department,
    category: job.category,
    postedDate: job.postedDate,
    applicationDeadline: job.applicationDeadline,
    budgetName: job.budgetName,
    contactName: job.contactName,
    contactEmail: job.contactEmail,
    contactNumber: job.contactMobile,
    companyWebsite: job.companyWebsite,
  };
  if (extras.distance !== undefined) view.distance = Math.round(extras.distance * 10) / 10;
  if (extras.candidate) view.jobWeight = jobWeight(job, new Set(extras.candidate.skillIds));
  if (extras.candidateStatus !== undefined) view.candidateStatus = extras.candidateStatus;
  return view;
}

/** One page of a list (pages from 1). */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}
