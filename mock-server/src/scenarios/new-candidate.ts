import { DEMO_CANDIDATE_ID } from '../core/identities.ts';
import type { Scenario } from './scenario.ts';

export const newCandidateScenario: Scenario = {
  name: 'new-candidate',
  description:
    'The demo candidate number is not on record yet: it signs in as a new candidate with no name, profile, applications, referrals, earnings or notifications.',
  arrange(world) {
    const owned = { where: { candidateId: { equals: DEMO_CANDIDATE_ID } } };
    const applicationIds = world.db.application.findMany(owned).map((application) => application.id);
    world.db.timelineEvent.deleteMany({ where: { applicationId: { in: applicationIds } } });
    world.db.interview.deleteMany({ where: { applicationId: { in: applicationIds } } });
    world.db.application.deleteMany(owned);
    world.db.notification.deleteMany(owned);
    world.db.deposit.deleteMany(owned);
    world.db.claim.deleteMany(owned);
    world.db.referral.deleteMany({ where: { referrerCandidateId: { equals: DEMO_CANDIDATE_ID } } });
    world.db.candidate.delete({ where: { id: { equals: DEMO_CANDIDATE_ID } } });
  },
};
