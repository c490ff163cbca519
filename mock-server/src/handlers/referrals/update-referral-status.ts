import { json, notFound } from '../../core/responses.ts';
import { findCandidateByMobile } from '../../domain/candidates.ts';
import { hasApplied, isCompleted, REFERRAL_REWARD } from '../../domain/referrals.ts';
import type { Handler } from '../../pipeline/handler.ts';

export const updateReferralStatus: Handler<'updateReferralStatus'> = (request, world) => {
  const { referralId, status } = request.body;
  const referrer = findCandidateByMobile(world, request.query.mobileNumber);
  const row = referrer
    ? world.db.referral.findFirst({
        where: { id: { equals: referralId }, referrerCandidateId: { equals: referrer.id } },
      })
    : null;
  if (!row) return notFound('Referral not found');
  const next = status.trim();
  world.db.referral.update({
    where: { id: { equals: row.id } },
    data: {
      status: next,
      appliedCount: row.appliedCount === 0 && hasApplied(next, 0) ? 1 : row.appliedCount,
      reward: isCompleted(next) ? REFERRAL_REWARD : row.reward,
    },
  });
  return json({ success: true, message: 'Referral status updated successfully' });
};
