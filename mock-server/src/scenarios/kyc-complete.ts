import { DEMO_CANDIDATE_ID } from '../core/identities.ts';
import type { Scenario } from './scenario.ts';

export const kycCompleteScenario: Scenario = {
  name: 'kyc-complete',
  description: "The demo candidate's KYC is done: Aadhaar and PAN verified, in the candidate's own name.",
  arrange(world) {
    const where = { id: { equals: DEMO_CANDIDATE_ID } };
    const candidate = world.db.candidate.findFirst({ where });
    if (!candidate) return;
    world.db.candidate.update({
      where,
      data: {
        aadhaarNumber: '538216479021',
        aadhaarVerified: true,
        nameOnAadhaar: candidate.fullName,
        panNumber: 'BQRPS4821K',
        panVerified: true,
        nameOnPan: candidate.fullName.toUpperCase(),
      },
    });
  },
};
