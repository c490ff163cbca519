import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS, USER_TOKEN_FOR_CANDIDATE_CALLS_KEY, sessionStore } from './session.ts';

const user = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  mobile: '9876543210',
  mobileNumber: '9876543210',
  candidateId: 100234,
  initials: 'PS',
};

describe('signing out', () => {
  afterEach(() => window.localStorage.clear());

  it('forgets the user token kept for a strict upstream together with the session', () => {
    sessionStore.signIn(user, 'token-of-priya');
    window.localStorage.setItem(USER_TOKEN_FOR_CANDIDATE_CALLS_KEY, 'token-of-priya');
    sessionStore.signOut();
    expect(window.localStorage.getItem(USER_TOKEN_FOR_CANDIDATE_CALLS_KEY)).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEYS.authToken)).toBeNull();
    expect(sessionStore.get().isAuthenticated).toBe(false);
  });
});
