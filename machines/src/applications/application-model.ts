import type { components } from '#contract/schema.d.ts';
import { message, upstream, type Message } from '../messages/message.ts';
import { formatApplicationDate, parseApplicationDate } from './application-dates.ts';
import { isActiveStatus, isClosedStatus, normalizeStatus, type ApplicationStatus } from './application-status.ts';

export type ServerApplication = components['schemas']['Application'];
export type ServerRecentJob = components['schemas']['RecentAppliedJob'];
type RecentAnswer = components['schemas']['RecentAppliedJobList'] | components['schemas']['RecentAppliedJobsHolder'];

/** The company shown when the server names none. */
export const DEFAULT_COMPANY_NAME = message('applications:card.companyNotSpecified');

/** One application as the screen shows it. */
export interface ApplicationView {
  /** A key unique in the list. */
  key: string;
  /** The ids a highlight may name: budget id, job id, application id, id. */
  matchIds: string[];
  /** The id the timeline call takes, or null when the application has none. */
  timelineId: string | null;
  jobName: string;
  /** The company as the server named it, or 'Company not specified'. */
  companyName: Message;
  /** 'city - pincode', the city alone, or '' (the screen writes the city in the chosen language from `city`). */
  location: string;
  /** The city as the server named it ('' without one). */
  city: string;
  /** The pincode as the server gave it ('' without one). */
  pincode: string;
  /**
   * The monthly ceiling in rupees (maxSalaryLimit or salary), or null when none is given: the screen writes it with
   * the one salary text ('Up to ₹22,000 per month', `salaryMessage`).
   */
  salaryAmount: number | null;
  appliedAt: number | null;
  lastUpdatedAt: number | null;
  appliedOn: string;
  lastUpdatedOn: string;
  status: ApplicationStatus;
  isActive: boolean;
  isClosed: boolean;
  description: string;
  responsibilities: string;
  requirements: string;
  skills: string[];
}

const text = (...values: Array<string | number | null | undefined>) => {
  for (const v of values) {
    if (v !== null && v !== undefined && String(v).trim() !== '') return String(v).trim();
  }
  return '';
};

/** A positive monthly salary, or null. */
const salaryAmount = (amount: number | null | undefined): number | null =>
  typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : null;

function skillList(skills: ServerApplication['skills']): string[] {
  const list: unknown[] = Array.isArray(skills) ? skills : typeof skills === 'string' ? skills.split(',') : [];
  return list
    .map((s) =>
      typeof s === 'string'
        ? s
        : typeof s === 'object' && s !== null
          ? text((s as { name?: string; skillName?: string }).name, (s as { skillName?: string }).skillName)
          : '',
    )
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The server's application, with every field alias read, as the screen shows it. */
export function toApplicationView(a: ServerApplication, index = 0): ApplicationView {
  const status = normalizeStatus(a.candidateStatus ?? a.status);
  const city = text(a.cityName, a.location);
  const pincode = text(a.pincode, a.pinCode, a.zipCode, a.postalCode);
  const appliedAt = parseApplicationDate(a.appliedOn ?? a.appliedDate);
  const lastUpdatedAt = parseApplicationDate(a.lastUpdatedOn);
  const matchIds = [a.budgetId, a.jobId, a.applicationId, a.id].flatMap((v) =>
    v === null || v === undefined ? [] : [String(v)],
  );
  const timelineId = text(a.openingCandidateDetailId, a.openingCandidateId, a.applicationId, a.id);
  const companyName = text(a.companyName, a.company);
  return {
    key: `${text(a.applicationId, a.id, a.openingCandidateDetailId)}-${index}`,
    matchIds,
    timelineId: timelineId === '' ? null : timelineId,
    jobName: text(a.jobName, a.jobTitle),
    companyName: companyName === '' ? DEFAULT_COMPANY_NAME : upstream(companyName),
    location: [city, pincode].filter((p) => p !== '').join(' - '),
    city,
    pincode,
    salaryAmount: salaryAmount(a.maxSalaryLimit ?? a.salary),
    appliedAt,
    lastUpdatedAt,
    appliedOn: formatApplicationDate(appliedAt),
    lastUpdatedOn: formatApplicationDate(lastUpdatedAt),
    status,
    isActive: isActiveStatus(status.key),
    isClosed: isClosedStatus(status.key),
    description: text(a.jobDetails, a.description),
    responsibilities: text(a.responsibilities),
    requirements: text(a.requirements),
    skills: skillList(a.skills),
  };
}

/** The index of the application a highlight names (budget id, job id, application id or id), or -1. */
export function findHighlighted(list: readonly ApplicationView[], highlight: string): number {
  const wanted = highlight.trim();
  return wanted === '' ? -1 : list.findIndex((a) => a.matchIds.includes(wanted));
}

/** One Recent Activity row. */
export interface RecentActivityItem {
  key: string;
  /** The budget's name ('Delivery Executive - Swift Logistics Pune Q3'), else the job's title. */
  jobName: string;
  /** The job's title alone (jobName or jobTitle), which a translated screen shows when its dictionary knows it. */
  title: string;
  companyName: string;
  appliedAt: number | null;
  status: ApplicationStatus;
}

/** The recent applications, whether the answer is a list or holds it under lastAppliedJobs, items or content; at most `limit`. */
export function toRecentActivity(answer: RecentAnswer | null | undefined, limit: number): RecentActivityItem[] {
  const list: ServerRecentJob[] = Array.isArray(answer)
    ? answer
    : (answer?.lastAppliedJobs ?? answer?.items ?? answer?.content ?? []);
  return list.slice(0, limit).map((r, i) => ({
    key: `${text(r.applicationId, r.id)}-${i}`,
    jobName: text(r.budgetName, r.jobName, r.jobTitle),
    title: text(r.jobName, r.jobTitle),
    companyName: text(r.companyName),
    appliedAt: parseApplicationDate(r.appliedOn),
    status: normalizeStatus(r.candidateStatus),
  }));
}
