export interface InterviewAccessInput {
  storedUser: { isAuthenticated?: boolean } | null;
  sessionAuthenticated: boolean;
  routeState: { emailId?: string; mobileNumber?: string } | null;
  pathname: string;
  search: string;
}

export type InterviewAccess =
  { kind: 'list' } | { kind: 'signIn'; emailId: string; mobileNumber: string } | { kind: 'leave'; to: '/' };

const INTERVIEW_ROUTES = ['/interviews', '/interviewFeedbackScreen'];

/** Who sees the interview list, who gets the e-mail sign-in modal, who is sent home. */
export function interviewAccess(input: InterviewAccessInput): InterviewAccess {
  if (input.storedUser?.isAuthenticated === true || input.sessionAuthenticated) return { kind: 'list' };
  const query = new URLSearchParams(input.search);
  const emailId = input.routeState?.emailId || query.get('emailId') || '';
  const mobileNumber = input.routeState?.mobileNumber || query.get('mobileNumber') || '';
  if (emailId !== '' && mobileNumber !== '') return { kind: 'signIn', emailId, mobileNumber };
  if (query.get('isClient') === 'true' || INTERVIEW_ROUTES.includes(input.pathname)) {
    return { kind: 'signIn', emailId, mobileNumber };
  }
  return { kind: 'leave', to: '/' };
}

/** After the code check the client lands on /interviews with the query kept. */
export function interviewsPathAfterSignIn(search: string): string {
  return `/interviews${search}`;
}
