import { describe, expect, it } from 'vitest';
import { createWorld } from '../create-world.ts';
import { DEMO_CANDIDATE_ID, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import { DAY_MS, parseUpstreamDate } from '../domain/dates.ts';
import { TEST_CLOCK_START } from '../testing/test-app.ts';

const w = createWorld({ jobCount: 1000, clockStart: TEST_CLOCK_START, frozenClock: true });
const of = (candidateId: number, type: string) =>
  w.db.notification.findMany({ where: { candidateId: { equals: candidateId }, notificationType: { equals: type } } });
const age = (sentOn: string) => TEST_CLOCK_START - parseUpstreamDate(sentOn)!;

describe('seedNotifications', () => {
  it('tells the demo candidate about his own applications, with their status', () => {
    const updates = of(DEMO_CANDIDATE_ID, 'AppliedJobUpdate');
    expect(updates.length).toBeGreaterThan(1);
    for (const note of updates) {
      const application = w.db.application.findFirst({ where: { id: { equals: note.applicationId } } });
      expect(application).toMatchObject({
        candidateId: DEMO_CANDIDATE_ID,
        jobId: note.jobId,
        candidateStatus: note.positionStatus,
      });
    }
  });

  it('alerts the demo candidate to jobs nearby that he has not applied for', () => {
    const openings = of(DEMO_CANDIDATE_ID, 'JobOpening');
    expect(openings).toHaveLength(6);
    const applied = new Set(
      w.db.application.findMany({ where: { candidateId: { equals: DEMO_CANDIDATE_ID } } }).map((a) => a.jobId),
    );
    for (const note of openings) {
      expect(w.jobs.get(note.jobId)).toBeDefined();
      expect(applied.has(note.jobId)).toBe(false);
    }
  });

  it('spreads them over the last 7 days, some read and some not, plus one older that stays unread', () => {
    const all = [...of(DEMO_CANDIDATE_ID, 'AppliedJobUpdate'), ...of(DEMO_CANDIDATE_ID, 'JobOpening')];
    const recent = all.filter((n) => age(n.sentOn) <= 7 * DAY_MS);
    const older = all.filter((n) => age(n.sentOn) > 7 * DAY_MS);
    expect(older).toHaveLength(1);
    expect(older[0]!.readStatus).toBe('Unread');
    expect(new Set(recent.map((n) => Math.floor(age(n.sentOn) / DAY_MS))).size).toBeGreaterThanOrEqual(5);
    for (const type of ['AppliedJobUpdate', 'JobOpening']) {
      const kinds = new Set(recent.filter((n) => n.notificationType === type).map((n) => n.readStatus));
      expect(kinds).toEqual(new Set(['Read', 'Unread']));
    }
  });

  it('gives the KYC-complete candidate a couple of job alerts too', () => {
    expect(of(KYC_COMPLETE_CANDIDATE_ID, 'JobOpening')).toHaveLength(2);
  });
});
