import { UPI_ID } from '#contract/rules.ts';
import { badRequest, json, MOBILE_REQUIRED } from '../../core/responses.ts';
import { findCandidateByMobile } from '../../domain/candidates.ts';
import { upstreamDateTime } from '../../domain/dates.ts';
import { AMOUNT_MESSAGE, amountAllowed, balanceOf, rupees } from '../../domain/earnings.ts';
import { usableMobile } from '../../domain/mobile.ts';
import type { Handler } from '../../pipeline/handler.ts';

/**
 * Pays part of the balance to a UPI ID. The balance check and the debit (a SUCCESS claim) happen in one
 * synchronous step, so concurrent transfers can never spend the same rupees twice.
 */
export const transferToUpi: Handler<'transferToUpi'> = (request, world) => {
  const { query } = request;
  const mobile = usableMobile(query.mobileNumber);
  if (!mobile) return badRequest(MOBILE_REQUIRED, { error: 'MOBILE_REQUIRED' });
  const candidate = findCandidateByMobile(world, mobile);
  if (!candidate?.aadhaarVerified || !candidate.panVerified) {
    return badRequest('KYC verification (Aadhaar and PAN) is required before withdrawal', { error: 'KYC_REQUIRED' });
  }
  const vpa = query.vpa.trim();
  if (!UPI_ID.pattern.test(vpa)) return badRequest('Invalid UPI ID', { error: 'INVALID_VPA' });
  const amount = rupees(Number.parseFloat(query.transferAmount));
  const balance = balanceOf(world, candidate.id);
  if (!amountAllowed(amount, balance)) return badRequest(AMOUNT_MESSAGE, { error: 'INVALID_AMOUNT' });
  const now = upstreamDateTime(world.clock.now());
  const utrNumber = String(431_900_000_000 + world.nextId('utr'));
  world.db.claim.create({
    id: world.nextId('claim'),
    candidateId: candidate.id,
    utrNumber,
    claimStatus: 'SUCCESS',
    claimedAmount: amount,
    claimedOn: now,
    depositedOn: now,
    upiId: vpa,
    bankAccountNo: '',
  });
  return json({
    success: true,
    message: 'Transfer initiated successfully',
    utrNumber,
    transferredAmount: amount,
    balance: rupees(balance - amount),
  });
};
