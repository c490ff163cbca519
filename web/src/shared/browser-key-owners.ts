import { LOCAL_KEYS, SESSION_STORAGE_KEYS } from './browser-keys.ts';
import { SESSION_KEYS } from './session.ts';

/**
 * Whose each stored value is, so that a shared phone keeps nothing of the last person:
 * - `candidate`: the signed-in candidate's (their session, places, jobs, flags); gone when they sign out;
 * - `client`: the interviewing client's e-mail session; gone when the client signs out;
 * - `device`: the same for whoever holds the phone; kept.
 * Every key of browser-keys.ts is classified here (a key left out does not compile, and browser-key-owners.test.ts
 * fails on a key written to storage that is not one of these).
 */
export type KeyOwner = 'candidate' | 'client' | 'device';

export const LOCAL_KEY_OWNERS = {
  unreadCount: 'candidate',
  // The language goes with the candidate who chose it (the sign-out has always cleared it).
  language: 'candidate',
  // The places this candidate looked up.
  geocodeCache: 'candidate',
  kycStatus: 'candidate',
  // The applications this candidate opened lately: not the next person's.
  recentlyViewedApplications: 'candidate',
  currentUser: 'client',
} as const satisfies Record<keyof typeof LOCAL_KEYS, KeyOwner>;

export const SESSION_STORAGE_KEY_OWNERS = {
  // The next person is asked again where to look for jobs.
  locationPreference: 'candidate',
  locationDialogShown: 'candidate',
  jobsCache: 'candidate',
  jobsFetchedAt: 'candidate',
  unreadFetchedAt: 'candidate',
  pendingHighlight: 'candidate',
  pendingJobDetails: 'candidate',
  kycPromptDismissed: 'candidate',
  interviewAuthenticated: 'client',
  applicationsLoadedAt: 'candidate',
  recentActivityLoadedAt: 'candidate',
} as const satisfies Record<keyof typeof SESSION_STORAGE_KEYS, KeyOwner>;

/** The session store's own keys (session.ts): all the candidate's. */
const SESSION_KEY_OWNERS = {
  user: 'candidate',
  authToken: 'candidate',
  userMobileNumber: 'candidate',
  candidateId: 'candidate',
  isAuthenticated: 'candidate',
} as const satisfies Record<keyof typeof SESSION_KEYS, KeyOwner>;

function keysOf<K extends string>(names: Record<K, string>, owners: Record<K, KeyOwner>, owner: KeyOwner): string[] {
  return (Object.keys(owners) as K[]).filter((name) => owners[name] === owner).map((name) => names[name]);
}

/** The local and session storage keys `owner` has. */
export function storedKeysOf(owner: KeyOwner): { local: string[]; session: string[] } {
  return {
    local: [...keysOf(LOCAL_KEYS, LOCAL_KEY_OWNERS, owner), ...keysOf(SESSION_KEYS, SESSION_KEY_OWNERS, owner)],
    session: keysOf(SESSION_STORAGE_KEYS, SESSION_STORAGE_KEY_OWNERS, owner),
  };
}

/** Removes everything `owner` has in local and session storage. */
export function forgetStoredKeys(owner: KeyOwner): void {
  const { local, session } = storedKeysOf(owner);
  for (const key of local) window.localStorage.removeItem(key);
  for (const key of session) window.sessionStorage.removeItem(key);
}
