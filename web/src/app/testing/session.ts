import { profileInitials } from '#machines';
import { sessionStore, type SessionUser } from '../../features/auth/index.ts';

/** The mock's rich demo candidate (mock-server/src/core/identities.ts). */
export const DEMO_USER: SessionUser = {
  name: 'Priya Sharma',
  email: 'priya.sharma@example.in',
  mobile: '+91 9876543210',
  mobileNumber: '9876543210',
  candidateId: 100234,
  initials: 'PS',
};

/** Stores a signed-in session, as a successful sign-in would. */
export function signInAs(patch: Partial<SessionUser> = {}): SessionUser {
  const user = { ...DEMO_USER, ...patch };
  user.initials = profileInitials({ name: user.name, email: user.email, mobile: user.mobileNumber });
  sessionStore.signIn(user, 'session-token', '91');
  return user;
}
