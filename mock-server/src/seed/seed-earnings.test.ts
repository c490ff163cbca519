import { describe, expect, it } from 'vitest';
import { DEMO_CANDIDATE_ID, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import { createEmptyWorld } from '../core/world.ts';
import { claimsOf, depositsOf, earningSummary, isCredited } from '../domain/earnings.ts';
import { ZERO_DATE } from '../domain/dates.ts';
import { TEST_CLOCK_START } from '../testing/test-app.ts';
import { seedWorld } from './index.ts';

const world = createEmptyWorld({ clockStart: TEST_CLOCK_START, frozenClock: true, jobCount: 1000 });
seedWorld(world);

describe('seedEarnings', () => {
  it('gives the demo candidate 500-rupee bonuses for named people, some credited and some pending', () => {
    const deposits = depositsOf(world, DEMO_CANDIDATE_ID);
    expect(
      deposits.every((d) => d.earnedAmount === 500 && /^[A-Z][a-z]+( [A-Za-z']+)+$/.test(d.amountEarnedAgainst)),
    ).toBe(true);
    expect(deposits.filter(isCredited).length).toBeGreaterThan(0);
    expect(deposits.filter((d) => d.depositedOn === ZERO_DATE).length).toBeGreaterThan(0);
  });

  it('names a bonus for each referred person who completed a month', () => {
    const completed = world.db.referral
      .findMany({ where: { referrerCandidateId: { equals: DEMO_CANDIDATE_ID } } })
      .filter((r) => /complet/i.test(r.status))
      .map((r) => r.name);
    const named = depositsOf(world, DEMO_CANDIDATE_ID).map((d) => d.amountEarnedAgainst);
    expect(named).toEqual(expect.arrayContaining(completed));
  });

  it('gives the demo candidate a completed and a pending claim within the credited amount', () => {
    const claims = claimsOf(world, DEMO_CANDIDATE_ID);
    expect(claims.map((c) => c.claimStatus).sort()).toEqual(['PENDING', 'SUCCESS']);
    expect(earningSummary(depositsOf(world, DEMO_CANDIDATE_ID), claims).balance_claim_amount).toBeGreaterThan(0);
  });

  it('gives the KYC-complete candidate at least 2,000 rupees to claim', () => {
    const summary = earningSummary(
      depositsOf(world, KYC_COMPLETE_CANDIDATE_ID),
      claimsOf(world, KYC_COMPLETE_CANDIDATE_ID),
    );
    expect(summary.balance_claim_amount).toBeGreaterThanOrEqual(2000);
  });
});
