import { useSession } from '#web/shared/session.ts';

/** What the home screen needs of the session: the national mobile number and candidate id as text. */
export function useHomeSession() {
  const { isAuthenticated, user } = useSession();
  const mobileNumber = isAuthenticated ? (user?.mobileNumber ?? '').replace(/\D/g, '').slice(-10) : '';
  const candidateId =
    isAuthenticated && user?.candidateId !== null && user?.candidateId !== undefined ? String(user.candidateId) : '';
  return { authenticated: isAuthenticated, mobileNumber, candidateId };
}
