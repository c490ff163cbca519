import { json, mobileRequired } from '../../core/responses.ts';
import { findCandidateByMobile } from '../../domain/candidates.ts';
import { ZERO_DATE } from '../../domain/dates.ts';
import { claimsOf, depositsOf, earningSummary } from '../../domain/earnings.ts';
import { usableMobile } from '../../domain/mobile.ts';
import { orNull } from '../../domain/values.ts';
import type { Handler } from '../../pipeline/handler.ts';
import type { ClaimRow, DepositRow } from '../../store/db.ts';

const depositView = (d: DepositRow) => ({
  id: d.id,
  deposited_on: d.depositedOn || ZERO_DATE,
  referred_on: orNull(d.referredOn),
  earned_amount: d.earnedAmount,
  amount_earned_against: orNull(d.amountEarnedAgainst),
});

const claimView = (c: ClaimRow) => ({
  utr_number: orNull(c.utrNumber),
  claim_status: c.claimStatus,
  claimed_amount: c.claimedAmount,
  claimed_on: orNull(c.claimedOn),
  deposited_on: c.depositedOn || ZERO_DATE,
  upi_id: orNull(c.upiId),
  bank_account_no: orNull(c.bankAccountNo),
});

/** Totals and ledger; a number without earnings gets zero totals and empty lists. */
export const myEarnings: Handler<'myEarnings'> = (request, world) => {
  const mobile = usableMobile(request.query.mobileNumber);
  if (!mobile) return mobileRequired();
  const candidate = findCandidateByMobile(world, mobile);
  const deposits = candidate ? depositsOf(world, candidate.id) : [];
  const claims = candidate ? claimsOf(world, candidate.id) : [];
  return json({
    success: true,
    data: {
      earningSummary: earningSummary(deposits, claims),
      account_summary: { deposit: deposits.map(depositView), claim: claims.map(claimView) },
    },
  });
};
