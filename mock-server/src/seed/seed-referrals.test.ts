import { describe, expect, it } from 'vitest';
import { INDIAN_MOBILE } from '#contract/rules.ts';
import { createWorld } from '../create-world.ts';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import type { MockWorld } from '../core/world.ts';
import { parseUpstreamDate } from '../domain/dates.ts';
import { TEST_CLOCK_START } from '../testing/test-app.ts';
import { DEMO_REFERRAL_STAGES } from './seed-referrals.ts';

const world = (seed?: number) =>
  createWorld({
    jobCount: 1000,
    clockStart: TEST_CLOCK_START,
    frozenClock: true,
    ...(seed === undefined ? {} : { seed }),
  });
const referralsOf = (w: MockWorld, referrerId: number) =>
  w.db.referral.findMany({ where: { referrerCandidateId: { equals: referrerId } } });

describe('seedReferrals', () => {
  const w = world();
  const demo = referralsOf(w, DEMO_CANDIDATE_ID);

  it('gives the demo candidate a referral at every stage', () => {
    expect(demo.map((r) => r.status).sort()).toEqual(DEMO_REFERRAL_STAGES.map((s) => s.status).sort());
    for (const status of [
      'Pending',
      'APPLIED',
      'Interview',
      'HIRED',
      'Hired',
      'JOINED',
      'Completed One Month',
      'REJECTED',
      'NOT JOINED',
    ]) {
      expect(demo.map((r) => r.status)).toContain(status);
    }
  });

  it('uses realistic, distinct people with valid mobile numbers', () => {
    const all = w.db.referral.getAll();
    const mobiles = all.map((r) => r.mobile);
    expect(new Set(mobiles).size).toBe(all.length);
    for (const r of all) {
      expect(r.mobile).toMatch(INDIAN_MOBILE.pattern);
      expect(r.name).toMatch(/^[A-Z][a-zA-Z]+( [A-Z][a-zA-Z]+)+$/);
      expect(r.mobile).not.toBe(DEMO_IDENTITIES.candidateMobile);
      expect(r.mobile).not.toBe(DEMO_IDENTITIES.kycCompleteMobile);
      expect(parseUpstreamDate(r.referredDate)!).toBeLessThan(TEST_CLOCK_START);
    }
  });

  it('refers some people for real jobs and some directly', () => {
    const forJobs = demo.filter((r) => r.jobId > 0);
    const direct = demo.filter((r) => r.jobId === 0);
    expect(forJobs.length).toBeGreaterThan(0);
    expect(direct.length).toBeGreaterThan(0);
    for (const r of forJobs) expect(r.jobTitle).toBe(w.jobs.get(r.jobId)?.jobName);
    for (const r of direct) expect(r.jobTitle).toBe('Direct Referral');
  });

  it('counts applications only past the pending stages, and rewards only a completed month', () => {
    for (const r of demo) {
      expect(r.appliedCount > 0).toBe(!['Pending', 'PENDING', 'SIGN IN PENDING'].includes(r.status));
      expect(r.reward).toBe(r.status === 'Completed One Month' ? 500 : 0);
    }
  });

  it('gives the KYC-complete candidate people who joined, most past their first month', () => {
    const kyc = referralsOf(w, KYC_COMPLETE_CANDIDATE_ID);
    expect(kyc.filter((r) => r.status === 'Completed One Month' && r.reward === 500)).toHaveLength(3);
    expect(kyc.filter((r) => r.status === 'JOINED')).toHaveLength(1);
  });

  it('is the same for the same seed and different for another', () => {
    const names = (x: MockWorld) => x.db.referral.getAll().map((r) => `${r.name} ${r.mobile} ${r.jobId}`);
    expect(names(world())).toEqual(names(w));
    expect(names(world(7))).not.toEqual(names(w));
  });
});
