import { badRequest, json, mobileRequired } from '../../core/responses.ts';
import { findCandidateByMobile } from '../../domain/candidates.ts';
import { upstreamDateTime, ZERO_DATE } from '../../domain/dates.ts';
import { AMOUNT_MESSAGE, amountAllowed, balanceOf, rupees } from '../../domain/earnings.ts';
import { usableMobile } from '../../domain/mobile.ts';
import type { Handler } from '../../pipeline/handler.ts';

/** Records a PENDING claim (paid out later); it leaves the balance at once, like a transfer. */
export const paymentRequest: Handler<'paymentRequest'> = (request, world) => {
  const mobile = usableMobile(request.query.mobileNumber);
  if (!mobile) return mobileRequired();
  const { body } = request;
  const candidate = findCandidateByMobile(world, mobile);
  const amount = rupees(body.amount);
  if (!candidate || !amountAllowed(amount, balanceOf(world, candidate.id))) return badRequest(AMOUNT_MESSAGE);
  const requestedOn = upstreamDateTime(world.clock.now());
  const claim = world.db.claim.create({
    id: world.nextId('claim'),
    candidateId: candidate.id,
    utrNumber: '',
    claimStatus: 'PENDING',
    claimedAmount: amount,
    claimedOn: requestedOn,
    depositedOn: ZERO_DATE,
    upiId: body.upiId?.trim() ?? '',
    bankAccountNo: '',
  });
  return json({
    success: true,
    message: 'Payment request submitted successfully',
    data: { paymentRequestId: claim.id, amount, status: 'PENDING', requestedOn },
  });
};
