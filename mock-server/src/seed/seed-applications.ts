import { DEMO_CANDIDATE_ID, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import type { MockWorld } from '../core/world.ts';
import { DAY_MS, HOUR_MS, IST_OFFSET_MS, ZERO_DATE, upstreamDateTime } from '../domain/dates.ts';
import { createRng, type JobRecord, type Rng } from '../generator/index.ts';
import { HISTORIES, spanDays, type History } from './seed-applications-histories.ts';

const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
const PUNE = { latitude: 18.5204, longitude: 73.8567 };
/** Statuses the seed dates in the last few days, so the 7-day filter finds something. */
const RECENT = new Set(['Submitted', 'Sign In Pending', 'Not Applied Yet', 'Under Review']);

interface Seeded {
  nextApplicationId: number;
  nextEventId: number;
}

function jobsNear(
  world: MockWorld,
  point: { latitude: number; longitude: number },
  count: number,
  rng: Rng,
): JobRecord[] {
  const near = world.jobs
    .within(point.latitude, point.longitude, 50)
    .slice(0, 300)
    .map((j) => j.job);
  return rng.pickSome(near, count);
}

function seedOne(
  world: MockWorld,
  ids: Seeded,
  candidateId: number,
  job: JobRecord,
  history: History,
  appliedAt: number,
): void {
  const latest = world.clock.now() - HOUR_MS;
  const events = history.steps.map((s) => ({
    ...s,
    at: s.day < 0 ? null : Math.min(latest, appliedAt + s.day * DAY_MS + (s.day === 0 ? 0 : 2 * HOUR_MS + 17 * 60_000)),
  }));
  const dated = events.flatMap((e) => (e.at === null ? [] : [e.at]));
  const applicationId = ids.nextApplicationId++;
  world.db.application.create({
    id: applicationId,
    candidateId,
    jobId: job.id,
    budgetId: job.budgetId,
    candidateStatus: history.status,
    appliedOn: upstreamDateTime(appliedAt),
    lastUpdatedOn: upstreamDateTime(Math.max(appliedAt, ...dated)),
    recruiterId: job.recruiterId,
    useCurrentResume: true,
  });
  for (const e of events) {
    world.db.timelineEvent.create({
      id: ids.nextEventId++,
      applicationId,
      status: e.status,
      description: e.description,
      processedOn: e.at === null ? ZERO_DATE : upstreamDateTime(e.at),
    });
  }
}

/** Days back a history is applied: far enough for all its steps, within the last ~60 days. */
function daysAgo(history: History, rng: Rng): number {
  if (RECENT.has(history.status)) return rng.int(1, 5);
  const span = spanDays(history);
  return rng.int(Math.min(span + 2, 60), 60);
}

/** A moment in office hours (India time), `days` before now. */
function appliedMoment(now: number, days: number, rng: Rng): number {
  const istMidnight = Math.floor((now - days * DAY_MS + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return istMidnight + rng.int(9, 18) * HOUR_MS + rng.int(0, 59) * 60_000;
}

/**
 * The demo candidate has an application in every status of the contract's ApplicationStatusText on jobs near Bengaluru; the
 * KYC-complete candidate has a few near Pune.
 */
export function seedApplications(world: MockWorld): void {
  const rng = createRng(world.options.seed + 1001);
  const ids: Seeded = { nextApplicationId: 58101, nextEventId: 71001 };
  const now = world.clock.now();
  const demoJobs = jobsNear(world, BENGALURU, HISTORIES.length, rng);
  HISTORIES.forEach((history, i) => {
    const job = demoJobs[i];
    if (!job) return;
    seedOne(world, ids, DEMO_CANDIDATE_ID, job, history, appliedMoment(now, daysAgo(history, rng), rng));
  });
  ids.nextApplicationId = 58201;
  const few = HISTORIES.filter((h) =>
    ['Submitted', 'Shortlisted', 'Interview Scheduled', 'Rejected'].includes(h.status),
  );
  const puneJobs = jobsNear(world, PUNE, few.length, rng);
  few.forEach((history, i) => {
    const job = puneJobs[i];
    if (!job) return;
    seedOne(world, ids, KYC_COMPLETE_CANDIDATE_ID, job, history, appliedMoment(now, daysAgo(history, rng), rng));
  });
}
