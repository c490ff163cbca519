import type { Db } from './db.ts';

/**
 * Deletes a candidate and every row that is theirs: applications with their timelines and interviews,
 * notifications, deposits, claims and the referrals they made. Referrals naming them as the person referred
 * belong to the referrer and stay.
 */
export function deleteCandidateRows(db: Db, candidateId: number): void {
  const owned = { where: { candidateId: { equals: candidateId } } };
  const applicationIds = db.application.findMany(owned).map((application) => application.id);
  if (applicationIds.length > 0) {
    db.timelineEvent.deleteMany({ where: { applicationId: { in: applicationIds } } });
    db.interview.deleteMany({ where: { applicationId: { in: applicationIds } } });
    db.application.deleteMany(owned);
  }
  db.notification.deleteMany(owned);
  db.deposit.deleteMany(owned);
  db.claim.deleteMany(owned);
  db.referral.deleteMany({ where: { referrerCandidateId: { equals: candidateId } } });
  db.candidate.delete({ where: { id: { equals: candidateId } } });
}
