import { profileInitials } from '#machines';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES } from '#mock/testing/for-clients.ts';
import { sessionStore, type SessionUser } from '#web/shared/session.ts';

/** The mock's rich demo candidate: profile, resume, skills, applications, notifications. */
export const DEMO_MOBILE = DEMO_IDENTITIES.candidateMobile;

/** The demo candidate as a mobile sign-in stores them (name and e-mail as the mock seeds them). */
export const DEMO_USER: SessionUser = {
  name: 'Priya Sharma',
  email: 'priya.sharma@example.in',
  mobile: `+91 ${DEMO_MOBILE}`,
  mobileNumber: DEMO_MOBILE,
  candidateId: DEMO_CANDIDATE_ID,
  initials: 'PS',
};

/** Signs the demo candidate in (with `patch` applied), as a successful sign-in would; the test setup signs out after each test. */
export function signInAs(patch: Partial<SessionUser> = {}): SessionUser {
  const user = { ...DEMO_USER, ...patch };
  user.initials = profileInitials({ name: user.name, email: user.email, mobile: user.mobileNumber });
  sessionStore.signIn(user, 'session-token', '91');
  return user;
}
