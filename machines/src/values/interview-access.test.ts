import { describe, expect, it } from 'vitest';
import { interviewAccess, interviewsPathAfterSignIn } from './interview-access.ts';

const base = { storedUser: null, sessionAuthenticated: false, routeState: null, pathname: '/other', search: '' };

describe('interview access flow', () => {
  it('shows the list at once to an authenticated client', () => {
    expect(interviewAccess({ ...base, storedUser: { isAuthenticated: true } })).toEqual({ kind: 'list' });
    expect(interviewAccess({ ...base, sessionAuthenticated: true })).toEqual({ kind: 'list' });
  });
  it('opens the sign-in modal with e-mail and mobile from route state or query', () => {
    expect(interviewAccess({ ...base, routeState: { emailId: 'a@b.co', mobileNumber: '98' } })).toEqual({
      kind: 'signIn',
      emailId: 'a@b.co',
      mobileNumber: '98',
    });
    expect(interviewAccess({ ...base, search: '?emailId=c@d.co&mobileNumber=77' })).toEqual({
      kind: 'signIn',
      emailId: 'c@d.co',
      mobileNumber: '77',
    });
  });
  it('opens the modal for isClient=true or an interview route', () => {
    expect(interviewAccess({ ...base, search: '?isClient=true' })).toEqual({
      kind: 'signIn',
      emailId: '',
      mobileNumber: '',
    });
    expect(interviewAccess({ ...base, pathname: '/interviews' }).kind).toBe('signIn');
    expect(interviewAccess({ ...base, pathname: '/interviewFeedbackScreen' }).kind).toBe('signIn');
  });
  it('sends anyone else to /', () => {
    expect(interviewAccess({ ...base, storedUser: { isAuthenticated: false } })).toEqual({ kind: 'leave', to: '/' });
  });
  it('lands on /interviews with the query kept after sign-in', () => {
    expect(interviewsPathAfterSignIn('?isClient=true&emailId=a@b.co')).toBe('/interviews?isClient=true&emailId=a@b.co');
  });
});
