import { DEMO_CANDIDATE_ID, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import type { MockWorld } from '../core/world.ts';
import { HOUR_MS } from '../domain/dates.ts';
import { createNotification, type NewNotification } from '../domain/notifications.ts';
import { fillMessage } from '../core/message-template.ts';
import { indianGrouped } from '../domain/values.ts';
import type { JobRecord } from '../generator/index.ts';

/** Seeded notification ids start here, far below the ids handed out at run time. */
const FIRST_SEED_NOTIFICATION_ID = 90301;

/** Hours before now of the application updates, newest first; every other one is already read. */
const UPDATE_HOURS = [2, 20, 45, 70, 100, 130, 160];
const OPENING_HOURS = [1, 26, 52, 90, 150];
/** Older than the 7-day window: kept in the store, never listed or counted. */
const STALE_HOURS = 9 * 24;
/** Job alerts are about openings this close to where the candidate is. */
export const NEARBY_KM = 30;

/** A notification to seed, dated `hoursAgo` before now. */
interface Draft extends Omit<NewNotification, 'id' | 'sentAt'> {
  hoursAgo: number;
  read: boolean;
}

/** The notifications' sentences, as templates: the client reads them back to its catalogue (server.json). */
const UPDATE_TITLE = 'Application update: {{status}}';
const UPDATE_BODY = "Your application for {{jobName}} at {{companyName}}, {{cityName}} is now '{{status}}'.";
const OPENING_BODY = '{{jobName}} at {{companyName}} in {{cityName}}.';
const OPENING_BODY_WITH_SALARY = '{{jobName}} at {{companyName}} in {{cityName}}, up to ₹{{salary}} per month.';

const placeOf = (job: JobRecord) => ({ jobName: job.jobName, companyName: job.companyName, cityName: job.cityName });

const updateText = (status: string, job: JobRecord) => ({
  title: status === 'Submitted' ? 'Application received' : fillMessage(UPDATE_TITLE, { status }),
  body: fillMessage(UPDATE_BODY, { ...placeOf(job), status }),
});

const openingText = (job: JobRecord) => ({
  title: 'New job near you',
  body: job.maxSalaryLimit
    ? fillMessage(OPENING_BODY_WITH_SALARY, { ...placeOf(job), salary: indianGrouped(job.maxSalaryLimit) })
    : fillMessage(OPENING_BODY, placeOf(job)),
});

/**
 * Seeded times are all 'YYYY-MM-DD HH:mm:ss' (upstreamDateTime), which sort as plain text. (localeCompare sorts
 * them the same but loads the collation data on its first call: 8 ms of the mock's start.)
 */
const newestFirst = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

function applicationUpdates(world: MockWorld, candidateId: number): Draft[] {
  const applications = world.db.application
    .findMany({ where: { candidateId: { equals: candidateId } } })
    .sort((a, b) => newestFirst(a.lastUpdatedOn, b.lastUpdatedOn) || b.id - a.id);
  const drafts: Draft[] = [];
  for (const application of applications) {
    const job = world.jobs.get(application.jobId);
    const hoursAgo = UPDATE_HOURS[drafts.length];
    if (!job || hoursAgo === undefined) continue;
    const status = application.candidateStatus || 'Submitted';
    drafts.push({
      candidateId,
      notificationType: 'AppliedJobUpdate',
      ...updateText(status, job),
      jobId: job.id,
      applicationId: application.id,
      positionStatus: status,
      hoursAgo,
      read: drafts.length % 2 === 1,
    });
  }
  return drafts;
}

function jobOpenings(world: MockWorld, candidateId: number, hours: readonly number[]): Draft[] {
  const candidate = world.db.candidate.findFirst({ where: { id: { equals: candidateId } } });
  if (!candidate || candidate.currentLatitude === null || candidate.currentLongitude === null) return [];
  const applied = new Set(
    world.db.application.findMany({ where: { candidateId: { equals: candidateId } } }).map((a) => a.jobId),
  );
  const nearby = world.jobs
    .within(candidate.currentLatitude, candidate.currentLongitude, NEARBY_KM)
    .map(({ job }) => job)
    .filter((job) => !applied.has(job.id));
  return hours.flatMap((hoursAgo, i) => {
    const job = nearby[i];
    return job
      ? [
          {
            candidateId,
            notificationType: 'JobOpening' as const,
            ...openingText(job),
            jobId: job.id,
            hoursAgo,
            read: i >= 3,
          },
        ]
      : [];
  });
}

/** Notifications of the last 7 days for the demo candidates, plus one too old to be shown. */
export function seedNotifications(world: MockWorld): void {
  const drafts: Draft[] = [
    ...applicationUpdates(world, DEMO_CANDIDATE_ID),
    ...jobOpenings(world, DEMO_CANDIDATE_ID, [...OPENING_HOURS, STALE_HOURS]),
    ...jobOpenings(world, KYC_COMPLETE_CANDIDATE_ID, [5, 40]),
  ];
  let id = FIRST_SEED_NOTIFICATION_ID;
  for (const d of drafts) {
    const sentAt = world.clock.now() - d.hoursAgo * HOUR_MS;
    createNotification(world, { ...d, id: id++, sentAt, read: d.read && d.hoursAgo !== STALE_HOURS });
  }
}
