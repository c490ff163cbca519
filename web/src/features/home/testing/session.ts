import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES } from '#mock/testing/for-clients.ts';
import { sessionStore, type SessionUser } from '../../auth/index.ts';

export const DEMO_MOBILE = DEMO_IDENTITIES.candidateMobile;

/** Signs the rich demo candidate in, as the sign-in dialog would. */
export function signInDemoCandidate(patch: Partial<SessionUser> = {}): SessionUser {
  const user: SessionUser = {
    name: 'Demo Candidate',
    email: 'demo@example.in',
    mobile: `+91 ${DEMO_MOBILE}`,
    mobileNumber: DEMO_MOBILE,
    candidateId: DEMO_CANDIDATE_ID,
    initials: 'DC',
    ...patch,
  };
  sessionStore.signIn(user, 'session-token');
  return user;
}

export function signOut(): void {
  sessionStore.signOut();
}
