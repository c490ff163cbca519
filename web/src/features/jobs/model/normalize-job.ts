import { jobIdOf, monthlyFigures, type MonthlyFigures } from '#machines';
import { jobSkillsOf } from './job-skills.ts';
import { asLoose, type Loose } from '#machines';
import { firstNumber, firstText } from './read-fields.ts';

export const DEFAULT_APPLICATION_STATUS = 'Not Applied';

/** A job as the screens use it: the normaliser's output. */
export type JobView = ReturnType<typeof normalizeJob>;

const text = (job: Loose, ...keys: string[]) => firstText(job, keys);
const idText = (value: unknown): string | number | null =>
  typeof value === 'string' || typeof value === 'number' ? value : null;

/**
 * A job as the screens use it, whatever names its source gave the fields: a searchJobs answer, a notification's
 * job, a shared link's parameters or a pending job left in session storage.
 */
export function normalizeJob(payload: unknown) {
  const job = asLoose(payload);
  // A job built from a shared link keeps the link's raw parameters beside it.
  const params = asLoose(job.params);
  const id = jobIdOf({
    id: idText(job.id),
    jobId: idText(job.jobId),
    positionId: idText(job.positionId),
    budgetCityId: idText(job.budgetCityId),
  });
  const recruiter = text(job, 'recruiterId', 'recruiter_id');
  return {
    /** From id, jobId, positionId or budgetCityId; null when none is usable. */
    id,
    budgetId: firstNumber(job, ['budgetId']) ?? firstNumber(params, ['budgetId']),
    recruiterId: recruiter === '' ? null : recruiter,
    title: text(job, 'jobName', 'title', 'jobTitle', 'budgetName'),
    companyName: text(job, 'companyName', 'company'),
    cityName: text(job, 'cityName', 'location', 'city'),
    pincode: text(job, 'pincode', 'pinCode'),
    minimumCtc: firstNumber(job, ['minimumCtc']),
    maximumCtc: firstNumber(job, ['maximumCtc']),
    // Notifications carry the monthly figure as salary.
    maxSalaryLimit: firstNumber(job, ['maxSalaryLimit', 'salary']),
    jobWeight: firstNumber(job, ['jobWeight']),
    /** Km from the searched point, as searchJobs answers it; null elsewhere (a link's or a notification's job). */
    distance: firstNumber(job, ['distance']),
    skills: jobSkillsOf(job),
    description: text(job, 'jobDescription', 'jobDetails', 'description'),
    requirements: text(job, 'requirements'),
    responsibilities: text(job, 'responsibilities'),
    /** '' when the job gives none: the screens write 'Not specified' (useJobTexts). */
    experience: text(job, 'experienceRequired', 'experience'),
    /** '' when the job gives none: the screens write the default, 'Full-time' (useJobTexts). */
    jobType: text(job, 'jobType', 'employmentType'),
    workMode: text(job, 'workMode'),
    department: text(job, 'department'),
    category: text(job, 'category'),
    postedDate: text(job, 'postedDate'),
    applicationDeadline: text(job, 'applicationDeadline'),
    budgetName: text(job, 'budgetName'),
    candidateStatus: text(job, 'candidateStatus') || DEFAULT_APPLICATION_STATUS,
    /** Built from a shared link's parameters: the details are completed from getJobById. */
    fromLink: job.fromLink === true,
  };
}

/** 'city - pincode', the city alone, or '' without a city (the screens write 'Location Not Specified': useJobTexts). */
export function locationText(job: Pick<JobView, 'cityName' | 'pincode'>, cityName = job.cityName): string {
  if (cityName && job.pincode) return `${cityName} - ${job.pincode}`;
  return cityName;
}

/** A job's monthly salary figures from the yearly CTC, else its monthly ceiling alone (0 where there is none). */
export function monthlySalary(job: Pick<JobView, 'minimumCtc' | 'maximumCtc' | 'maxSalaryLimit'>): MonthlyFigures {
  if (job.minimumCtc || job.maximumCtc) return monthlyFigures(job.minimumCtc, job.maximumCtc);
  return { min: 0, max: job.maxSalaryLimit && job.maxSalaryLimit > 0 ? Math.round(job.maxSalaryLimit) : 0 };
}
