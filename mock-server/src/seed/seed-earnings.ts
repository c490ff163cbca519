import { DEMO_CANDIDATE_ID, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import type { MockWorld } from '../core/world.ts';
import { DAY_MS, ZERO_DATE, upstreamDateTime } from '../domain/dates.ts';
import { REFERRAL_REWARD } from '../domain/referrals.ts';
import { createRng, person, type Rng } from '../generator/index.ts';

interface Ids {
  deposit: number;
  claim: number;
}

/** Bonus order: referred people who completed a month first, then those who joined; others earn nothing yet. */
function bonusRank(status: string): number | null {
  if (/complet/i.test(status)) return 0;
  if (/^(hired|joined)$/i.test(status.trim())) return 1;
  return null;
}

/** Names of the candidate's referred people who earned a bonus, topped up with generated names. */
function referredNames(world: MockWorld, candidateId: number, count: number, rng: Rng): string[] {
  const earning = world.db.referral
    .findMany({ where: { referrerCandidateId: { equals: candidateId } } })
    .flatMap((r) => {
      const rank = bonusRank(r.status);
      return rank === null || r.name.trim() === '' ? [] : [{ rank, id: r.id, name: r.name.trim() }];
    })
    .sort((a, b) => a.rank - b.rank || a.id - b.id);
  const names = earning.map((r) => r.name);
  while (names.length < count) names.push(person(rng).fullName);
  return names.slice(0, count);
}

/** Deposits referred `referredDaysAgo` back; credited ones 40 days later, the rest still pending (zero date). */
function seedDeposits(
  world: MockWorld,
  ids: Ids,
  candidateId: number,
  referredDaysAgo: number[],
  credited: number,
  rng: Rng,
): void {
  const now = world.clock.now();
  const names = referredNames(world, candidateId, referredDaysAgo.length, rng);
  referredDaysAgo.forEach((days, i) => {
    const referredAt = now - days * DAY_MS + rng.int(0, 7 * 60) * 60_000;
    world.db.deposit.create({
      id: ids.deposit++,
      candidateId,
      referredOn: upstreamDateTime(referredAt),
      depositedOn: i < credited ? upstreamDateTime(Math.min(now - DAY_MS, referredAt + 40 * DAY_MS)) : ZERO_DATE,
      earnedAmount: REFERRAL_REWARD,
      amountEarnedAgainst: names[i] ?? 'Referred candidate',
    });
  });
}

function seedClaim(
  world: MockWorld,
  ids: Ids,
  candidateId: number,
  amount: number,
  status: 'SUCCESS' | 'PENDING',
  daysAgo: number,
  upiId: string,
): void {
  const claimedAt = world.clock.now() - daysAgo * DAY_MS;
  world.db.claim.create({
    id: ids.claim++,
    candidateId,
    utrNumber: status === 'SUCCESS' ? String(427_815_000_000 + ids.claim) : '',
    claimStatus: status,
    claimedAmount: amount,
    claimedOn: upstreamDateTime(claimedAt),
    depositedOn: status === 'SUCCESS' ? upstreamDateTime(claimedAt + 60_000) : ZERO_DATE,
    upiId,
    bankAccountNo: '',
  });
}

/**
 * Demo candidate: 3 credited and 2 pending bonuses, one completed and one pending claim (balance 700).
 * KYC-complete candidate: 8 credited and 1 pending bonus, one completed claim (balance 3,000).
 */
export function seedEarnings(world: MockWorld): void {
  const rng = createRng(world.options.seed + 2002);
  const ids: Ids = { deposit: 5001, claim: 6001 };
  seedDeposits(world, ids, DEMO_CANDIDATE_ID, [110, 90, 70, 30, 12], 3, rng);
  seedClaim(world, ids, DEMO_CANDIDATE_ID, 500, 'SUCCESS', 25, 'priya.sharma@okaxis');
  seedClaim(world, ids, DEMO_CANDIDATE_ID, 300, 'PENDING', 3, 'priya.sharma@okaxis');
  seedDeposits(world, ids, KYC_COMPLETE_CANDIDATE_ID, [200, 180, 160, 150, 130, 120, 100, 90, 20], 8, rng);
  seedClaim(world, ids, KYC_COMPLETE_CANDIDATE_ID, 1000, 'SUCCESS', 40, 'rahul.verma@oksbi');
}
