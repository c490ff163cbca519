import { json, notFound } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { findCandidateByMobile } from '../shared/candidates.ts';
import { hasApplied, isCompleted, REFERRAL_REWARD } from '../shared/referrals-status.ts';

interface StatusUpdate {
  referralId: number;
  status: string;
}

export const updateReferralStatus: Handler = (request, world) => {
  const { referralId, status } = request.body as StatusUpdate;
  const referrer = findCandidateByMobile(world, String(request.query.mobileNumber));
  const row = referrer
    ? world.db.referral.findFirst({ where: { id: { equals: referralId }, referrerCandidateId: { equals: referrer.id } } })
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
