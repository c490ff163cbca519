import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS, storedKeysOf } from './browser-keys.ts';
import { sessionStore } from './session.ts';

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

  it('forgets the stored session', () => {
    sessionStore.signIn(user, 'token-of-priya');
    expect(window.localStorage.getItem(LOCAL_KEYS.sessionToken)).toBe('token-of-priya');
    sessionStore.signOut();
    for (const key of storedKeysOf('candidate').local) expect(window.localStorage.getItem(key)).toBeNull();
    expect(sessionStore.get().isAuthenticated).toBe(false);
  });
});
