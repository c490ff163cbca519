import { afterEach, describe, expect, it } from 'vitest';
import { forgetStoredKeys, LOCAL_KEYS, SESSION_STORAGE_KEYS, storedKeysOf } from './browser-keys.ts';

/** The client's code (web/src), tests and test helpers aside, by path from web/src. */
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../testing/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([path, text]) => ({ file: path.replace(/^\.\.\//, '').replace(/^\.\//, 'shared/'), text }));

/**
 * Files that read and write a key they are given (their callers are checked instead), or go through the classified
 * tables themselves.
 */
const KEY_PASSING = new Set(['api/storage.ts', 'api/tokens.ts', 'shared/browser-keys.ts', 'shared/session.ts']);

/** Every key expression the client's code hands to storage (or to a helper that does). */
function storageKeyExpressions(): Array<{ file: string; key: string }> {
  const calls = /\b(?:setItem|getItem|removeItem)\(\s*([^,)]+)/g;
  return sources.flatMap(({ file, text }) => {
    return [...text.matchAll(calls)]
      .map((match) => ({ file, key: match[1]!.trim() }))
      .filter(({ key }) => !key.includes(': ') && !(KEY_PASSING.has(file) && key === 'key'));
  });
}

function isClassified(key: string): boolean {
  const [table, name] = key.split('.');
  if (table === 'LOCAL_KEYS') return name! in LOCAL_KEYS;
  if (table === 'SESSION_STORAGE_KEYS') return name! in SESSION_STORAGE_KEYS;
  return false;
}

describe('whose each stored key is', () => {
  it('gives every key one owner', () => {
    const owned = (['candidate', 'client', 'device'] as const).map(storedKeysOf);
    expect(owned.flatMap((keys) => keys.local).sort()).toEqual(Object.values(LOCAL_KEYS).sort());
    expect(owned.flatMap((keys) => keys.session).sort()).toEqual(Object.values(SESSION_STORAGE_KEYS).sort());
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
    for (const key of Object.values(LOCAL_KEYS)) window.localStorage.setItem(key, 'x');
    for (const key of Object.values(SESSION_STORAGE_KEYS)) window.sessionStorage.setItem(key, 'x');
  }

  const stored = () => ({
    local: Object.keys({ ...window.localStorage }).sort(),
    session: Object.keys({ ...window.sessionStorage }).sort(),
  });

  it("leaves nothing of the candidate's (their session token too) and keeps the client's and the device's", () => {
    fillEveryKey();
    forgetStoredKeys('candidate');
    expect(stored()).toEqual({
      local: [
        LOCAL_KEYS.currentUser,
        LOCAL_KEYS.serviceToken,
        LOCAL_KEYS.serviceTokenFetchedAt,
        LOCAL_KEYS.clientToken,
      ].sort(),
      // The GPS notice was seen on this phone this session: a sign-out does not bring it back.
      session: [SESSION_STORAGE_KEYS.interviewAuthenticated, SESSION_STORAGE_KEYS.locationNoticeShown].sort(),
    });
  });

  it("leaves nothing of the client's (their e-mail session token too) and keeps the candidate's and the device's", () => {
    fillEveryKey();
    forgetStoredKeys('client');
    const candidate = storedKeysOf('candidate');
    const device = storedKeysOf('device');
    expect(stored()).toEqual({
      local: [...candidate.local, ...device.local].sort(),
      session: [...candidate.session, ...device.session].sort(),
    });
    expect(stored().local).not.toContain(LOCAL_KEYS.clientToken);
  });

  it('counts the location preference and the pending items as the candidate’s', () => {
    expect(storedKeysOf('candidate').local).toEqual(expect.arrayContaining([LOCAL_KEYS.locationPreference]));
    expect(storedKeysOf('candidate').session).toEqual(
      expect.arrayContaining([
        SESSION_STORAGE_KEYS.pendingHighlight,
        SESSION_STORAGE_KEYS.pendingJobDetails,
        SESSION_STORAGE_KEYS.kycPromptDismissed,
      ]),
    );
  });
});
