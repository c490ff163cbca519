import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetStoredKeys,
  LOCAL_KEY_OWNERS,
  SESSION_STORAGE_KEY_OWNERS,
  storedKeysOf,
  type KeyOwner,
} from './browser-key-owners.ts';
import { LOCAL_KEYS, SESSION_STORAGE_KEYS } from './browser-keys.ts';
import { SESSION_KEYS } from './session.ts';

/** The client's code (web/src), tests and test helpers aside, by path from web/src. */
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../testing/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([path, text]) => ({ file: path.replace(/^\.\.\//, '').replace(/^\.\//, 'shared/'), text }));

/**
 * The api layer's own keys (it may not be imported from shared/): the service token is the device's; the user token
 * a strict upstream asks for is the candidate's, forgotten by the sign-out through `userTokens.forget()` (the client's
 * e-mail session token, the client's, through `userTokens.forgetClient()`); the session token is the session's
 * `authToken`.
 */
const API_KEY_OWNERS: Record<string, KeyOwner> = {
  TOKEN_STORAGE_KEY: 'device',
  TOKEN_TIMESTAMP_STORAGE_KEY: 'device',
  USER_TOKEN_STORAGE_KEY: 'candidate',
  CLIENT_USER_TOKEN_STORAGE_KEY: 'client',
  SESSION_TOKEN_STORAGE_KEY: 'candidate',
};

/**
 * Files that read and write a key they are given (their callers are checked instead), or go through the classified
 * tables themselves.
 */
const KEY_PASSING = new Set([
  'api/storage.ts',
  'entities/applications/api/fetch-throttle.ts',
  'shared/session.ts',
  'shared/browser-key-owners.ts',
]);

/** Every key expression the client's code hands to storage (or to a helper that does). */
function storageKeyExpressions(): Array<{ file: string; key: string }> {
  const calls = /\b(?:setItem|getItem|removeItem|markLoaded|refetchWhenDue)\(\s*([^,)]+)/g;
  return sources.flatMap(({ file, text }) => {
    return [...text.matchAll(calls)]
      .map((match) => ({ file, key: match[1]!.trim() }))
      .filter(({ key }) => !key.includes(': ') && !(KEY_PASSING.has(file) && key === 'key'));
  });
}

function isClassified(key: string): boolean {
  const [table, name] = key.split('.');
  if (table === 'LOCAL_KEYS') return name! in LOCAL_KEY_OWNERS;
  if (table === 'SESSION_STORAGE_KEYS') return name! in SESSION_STORAGE_KEY_OWNERS;
  if (table === 'SESSION_KEYS') return name! in SESSION_KEYS;
  return key in API_KEY_OWNERS;
}

describe('whose each stored key is', () => {
  it('classifies every key of browser-keys.ts', () => {
    expect(Object.keys(LOCAL_KEY_OWNERS).sort()).toEqual(Object.keys(LOCAL_KEYS).sort());
    expect(Object.keys(SESSION_STORAGE_KEY_OWNERS).sort()).toEqual(Object.keys(SESSION_STORAGE_KEYS).sort());
  });

  it('finds no key written to storage that is not one of the classified keys', () => {
    const found = storageKeyExpressions();
    // The scan does see the client's storage calls.
    expect(found.length).toBeGreaterThan(30);
    expect(found.filter(({ key }) => !isClassified(key))).toEqual([]);
  });

  it('would fail on a key written under a name of its own', () => {
    expect(isClassified("'recentlyViewedJobs'")).toBe(false);
    expect(isClassified('LOCAL_KEYS.somethingNew')).toBe(false);
  });
});

describe('forgetting what an owner stored', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  function fillEveryKey() {
    for (const key of [...Object.values(LOCAL_KEYS), ...Object.values(SESSION_KEYS)])
      window.localStorage.setItem(key, 'x');
    for (const key of Object.values(SESSION_STORAGE_KEYS)) window.sessionStorage.setItem(key, 'x');
  }

  const stored = () => ({
    local: Object.keys({ ...window.localStorage }).sort(),
    session: Object.keys({ ...window.sessionStorage }).sort(),
  });

  it("leaves nothing of the candidate's and keeps the client's", () => {
    fillEveryKey();
    forgetStoredKeys('candidate');
    expect(stored()).toEqual({
      local: [LOCAL_KEYS.currentUser],
      session: [SESSION_STORAGE_KEYS.interviewAuthenticated],
    });
  });

  it("leaves nothing of the client's and keeps the candidate's", () => {
    fillEveryKey();
    forgetStoredKeys('client');
    const { local, session } = storedKeysOf('candidate');
    expect(stored()).toEqual({ local: [...local].sort(), session: [...session].sort() });
  });

  it('counts the location preference, the jobs cache, the pending items and the load times as the candidate’s', () => {
    expect(storedKeysOf('candidate').session).toEqual(
      expect.arrayContaining([
        SESSION_STORAGE_KEYS.locationPreference,
        SESSION_STORAGE_KEYS.jobsCache,
        SESSION_STORAGE_KEYS.pendingHighlight,
        SESSION_STORAGE_KEYS.pendingJobDetails,
        SESSION_STORAGE_KEYS.kycPromptDismissed,
        SESSION_STORAGE_KEYS.applicationsLoadedAt,
        SESSION_STORAGE_KEYS.recentActivityLoadedAt,
      ]),
    );
  });
});
