import type { components } from '#contract/schema.d.ts';
import { GENERIC_SKILLS, type JobRecord } from '../../generator/index.ts';
import { utf8 } from '../../core/json-bytes.ts';
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

/** A job as the upstream answers it (Job schema of the contract), as an object: what jobViewPieces writes, byte for byte. */
export function jobView(job: JobRecord, extras: JobViewExtras = {}): Job {
  const view = baseView(job);
  if (extras.distance !== undefined) view.distance = roundedDistance(extras.distance);
  if (extras.candidate) view.jobWeight = jobWeight(job, new Set(extras.candidate.skillIds));
  if (extras.candidateStatus !== undefined) view.candidateStatus = extras.candidateStatus;
  return view;
}

const roundedDistance = (km: number) => Math.round(km * 10) / 10;
/** A number as JSON.stringify writes it (finite numbers as String does; anything else as null). */
const jsonNumber = (value: number) => (Number.isFinite(value) ? String(value) : 'null');

/** The job's own fields as UTF-8 JSON, without the closing brace, written once per job: jobs never change. */
const written = new WeakMap<JobRecord, Uint8Array>();

/**
 * `JSON.stringify(jobView(job, extras))` as pieces: the job's own fields, written once, then the extras of this
 * answer. A search page of a thousand jobs is then a thousand copies of bytes rather than a thousand objects to
 * make, write and encode.
 */
export function jobViewPieces(
  job: JobRecord,
  extras: JobViewExtras = {},
  /** The candidate's skills as a set, when the caller writes many jobs for one candidate. */
  candidateSkills: ReadonlySet<number> | undefined = extras.candidate ? new Set(extras.candidate.skillIds) : undefined,
): [Uint8Array, string] {
  let own = written.get(job);
  if (own === undefined) {
    own = utf8(JSON.stringify(baseView(job)).slice(0, -1));
    written.set(job, own);
  }
  let rest = '';
  if (extras.distance !== undefined) rest += `,"distance":${jsonNumber(roundedDistance(extras.distance))}`;
  if (extras.candidate && candidateSkills) rest += `,"jobWeight":${JSON.stringify(jobWeight(job, candidateSkills))}`;
  if (extras.candidateStatus !== undefined) rest += `,"candidateStatus":${JSON.stringify(extras.candidateStatus)}`;
  return [own, `${rest}}`];
}

function baseView(job: JobRecord): Job {
  return {
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
}

/** One page of a list (pages from 1). */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}
