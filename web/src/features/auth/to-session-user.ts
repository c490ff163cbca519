import { profileInitials, type Session } from '#machines';
import type { SessionUser } from '#web/shared/session.ts';

/** The stored user for a validated code: name, e-mail and candidate id from validateOTP. */
export function toSessionUser(session: Session): SessionUser {
  const digits = session.mobile.replace(/\D/g, '');
  const candidateId = session.candidateId === '' ? null : Number(session.candidateId);
  return {
    name: session.name,
    email: session.email,
    mobile: `+91 ${digits}`,
    mobileNumber: digits,
    candidateId: candidateId !== null && Number.isFinite(candidateId) ? candidateId : null,
    initials: profileInitials({ name: session.name, email: session.email, mobile: digits }),
  };
}
