import type { Journey } from '#conformance/runner/run.ts';
import { authJourneys } from './auth.ts';
import { authorizationJourneys } from './authorization.ts';
import { candidateJourneys } from './candidate.ts';
import { errorJourneys } from './errors.ts';
import { interviewJourneys } from './interviews.ts';
import { jobJourneys } from './jobs.ts';
import { kycJourneys } from './kyc.ts';
import { profileJourneys } from './profile.ts';

/** Every journey, in the order they run (later ones may rely on state earlier ones leave). */
export const allJourneys: Journey[] = [
  ...authJourneys,
  ...jobJourneys,
  ...candidateJourneys,
  ...profileJourneys,
  ...kycJourneys,
  ...interviewJourneys,
  ...errorJourneys,
  ...authorizationJourneys,
];
