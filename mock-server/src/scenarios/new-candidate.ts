import { DEMO_CANDIDATE_ID } from '../core/identities.ts';
import { deleteCandidateRows } from '../store/candidate-rows.ts';
import type { Scenario } from './scenario.ts';

export const newCandidateScenario: Scenario = {
  name: 'new-candidate',
  description:
    'The demo candidate number is not on record yet: it signs in as a new candidate with no name, profile, applications, referrals, earnings or notifications.',
  arrange(world) {
    deleteCandidateRows(world.db, DEMO_CANDIDATE_ID);
  },
};
