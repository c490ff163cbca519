import { describe, expect, it } from 'vitest';
import { DEMO_CANDIDATE_ID, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import { createEmptyWorld } from '../core/world.ts';
import { parseUpstreamDate, DAY_MS } from '../domain/dates.ts';
import { TEST_CLOCK_START } from '../testing/test-app.ts';
import { distanceKm } from '../generator/index.ts';
import { seedWorld } from './index.ts';

const KNOWN_STATUSES = [
  'Submitted',
  'Under Review',
  'Shortlisted',
  'Interview Scheduled',
  'Interview',
  'Selected',
  'Rejected',
  'On Hold',
  'Withdrawn',
  'Assigned',
  'Approved',
  'Scheduled',
  'Offered',
  'In Process',
  'Removed',
  'No Show',
  'Not Joined',
  'Candidate Withdrew',
  'Completed 1 Month',
  'Hired',
  'Position Closed',
  'Sign In Pending',
  'Not Applied Yet',
];

function seeded(seed?: number) {
  const world = createEmptyWorld({
    clockStart: TEST_CLOCK_START,
    frozenClock: true,
    jobCount: 1500,
    ...(seed ? { seed } : {}),
  });
  seedWorld(world);
  return world;
}

const world = seeded();
const now = world.clock.now();
const appsOf = (candidateId: number) =>
  world.db.application.findMany({ where: { candidateId: { equals: candidateId } } });
const eventsOf = (applicationId: number) =>
  world.db.timelineEvent.findMany({ where: { applicationId: { equals: applicationId } } }).sort((a, b) => a.id - b.id);
const demoApps = appsOf(DEMO_CANDIDATE_ID);

describe('seedApplications', () => {
  it('gives the demo candidate an application in every status the contract names (ApplicationStatusText)', () => {
    expect(demoApps.map((a) => a.candidateStatus)).toEqual(expect.arrayContaining(KNOWN_STATUSES));
    expect(new Set(demoApps.map((a) => a.jobId)).size).toBe(demoApps.length);
  });

  it('puts them on real jobs near Bengaluru, applied over the last 60 days', () => {
    for (const app of demoApps) {
      const job = world.jobs.get(app.jobId);
      expect(job).toBeDefined();
      expect(app.budgetId).toBe(job?.budgetId);
      expect(
        distanceKm({ latitude: 12.9716, longitude: 77.5946 }, job ?? { latitude: 0, longitude: 0 }),
      ).toBeLessThanOrEqual(50);
      const applied = parseUpstreamDate(app.appliedOn) ?? 0;
      expect(applied).toBeLessThan(now);
      expect(applied).toBeGreaterThanOrEqual(now - 61 * DAY_MS);
      expect(parseUpstreamDate(app.lastUpdatedOn) ?? 0).toBeGreaterThanOrEqual(applied);
    }
  });

  it('gives each a timeline from Applied to its current status, dated in order and not in the future', () => {
    for (const app of demoApps) {
      const events = eventsOf(app.id);
      if (events.length === 0) continue;
      expect(events[0]?.status).toBe('Applied');
      expect(events[0]?.processedOn).toBe(app.appliedOn);
      const current = app.candidateStatus === 'Submitted' ? 'Applied' : app.candidateStatus;
      expect(events.at(-1)?.status.toLowerCase()).toBe(current.toLowerCase());
      const dates = events.map((e) => parseUpstreamDate(e.processedOn)).filter((d): d is number => d !== null);
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      expect(Math.max(...dates)).toBeLessThan(now);
    }
  });

  it('keeps the quirks clients must handle: an empty timeline, an Under review step, a zero date', () => {
    expect(demoApps.filter((a) => eventsOf(a.id).length === 0).length).toBeGreaterThanOrEqual(1);
    expect(demoApps.some((a) => eventsOf(a.id).some((e) => e.status === 'Under review'))).toBe(true);
    expect(demoApps.some((a) => eventsOf(a.id).some((e) => e.processedOn.startsWith('0000-00-00')))).toBe(true);
  });

  it('gives the KYC-complete candidate a few applications', () => {
    expect(appsOf(KYC_COMPLETE_CANDIDATE_ID).length).toBeGreaterThanOrEqual(3);
  });

  it('is the same for the same seed and differs for another', () => {
    const again = seeded();
    const view = (w: typeof world) =>
      w.db.application.findMany({}).map((a) => [a.id, a.jobId, a.appliedOn, a.candidateStatus]);
    expect(view(again)).toEqual(view(world));
    expect(view(seeded(7))).not.toEqual(view(world));
  });
});
