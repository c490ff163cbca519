import { json } from '../../core/responses.ts';
import { findCandidateByMobile } from '../../domain/candidates.ts';
import { hasApplied, isCompleted, isHired } from '../../domain/referrals.ts';
import type { Handler } from '../../pipeline/handler.ts';

const EMPTY = { overallStatus: { referrals: 0, applies: 0, hires: 0, completions: 0 }, candidateDetails: [] };

export const fetchReferrals: Handler<'fetchReferrals'> = (request, world) => {
  const referrer = findCandidateByMobile(world, request.query.mobileNumber);
  if (!referrer) return json(EMPTY);
  const rows = world.db.referral
    .findMany({ where: { referrerCandidateId: { equals: referrer.id } } })
    .sort((a, b) => b.referredDate.localeCompare(a.referredDate) || b.id - a.id);
  return json({
    overallStatus: {
      referrals: rows.length,
      applies: rows.filter((r) => hasApplied(r.status, r.appliedCount)).length,
      hires: rows.filter((r) => isHired(r.status)).length,
      completions: rows.filter((r) => isCompleted(r.status)).length,
    },
    candidateDetails: rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      mobile: r.mobile,
      email: r.email || null,
      referredBy: referrer.fullName || null,
      referredDate: r.referredDate,
      appliedCount: r.appliedCount,
      jobId: r.jobId > 0 ? r.jobId : null,
      jobTitle: r.jobTitle,
      reward: r.reward,
    })),
  });
};
