import type { components } from '#contract/schema.d.ts';
import type { MockWorld } from '../core/world.ts';
import type { ClaimRow, DepositRow } from '../store/db.ts';
import { parseUpstreamDate } from './dates.ts';

type EarningSummary = components['schemas']['EarningsSummary'];

export const rupees = (n: number) => Math.round(n * 100) / 100;
const sum = (values: number[]) => rupees(values.reduce((total, v) => total + v, 0));

/** A deposit counts once it is credited: deposited_on set and not the zero date. */
export const isCredited = (deposit: DepositRow) => parseUpstreamDate(deposit.depositedOn) !== null;

export function depositsOf(world: MockWorld, candidateId: number): DepositRow[] {
  return world.db.deposit.findMany({ where: { candidateId: { equals: candidateId } } }).sort((a, b) => a.id - b.id);
}

export function claimsOf(world: MockWorld, candidateId: number): ClaimRow[] {
  return world.db.claim.findMany({ where: { candidateId: { equals: candidateId } } }).sort((a, b) => a.id - b.id);
}

/**
 * The four totals: earned is the credited deposits; completed (SUCCESS) and under-process (PENDING) claims
 * both leave the balance; other claim states (FAILED …) give the money back.
 */
export function earningSummary(deposits: DepositRow[], claims: ClaimRow[]): EarningSummary {
  const earned = sum(deposits.filter(isCredited).map((d) => d.earnedAmount));
  const claimed = sum(claims.filter((c) => c.claimStatus === 'SUCCESS').map((c) => c.claimedAmount));
  const underProcess = sum(claims.filter((c) => c.claimStatus === 'PENDING').map((c) => c.claimedAmount));
  return {
    total_earned_amount: earned,
    balance_claim_amount: Math.max(0, rupees(earned - claimed - underProcess)),
    claim_amount_underprocess: underProcess,
    total_claimed_amount: claimed,
  };
}

export function balanceOf(world: MockWorld, candidateId: number): number {
  return earningSummary(depositsOf(world, candidateId), claimsOf(world, candidateId)).balance_claim_amount;
}

export const AMOUNT_MESSAGE = 'Transfer amount must be greater than 0 and less than the available balance';

/** The claim rule: more than 0 and strictly less than the balance (the full balance cannot be claimed). */
export const amountAllowed = (amount: number, balance: number) =>
  Number.isFinite(amount) && amount > 0 && amount < balance;
