/**
 * Every key the client keeps in browser storage, with whose it is, in one list that everything else imports: the
 * screen that writes and the screen that reads agree, and a shared phone keeps nothing of the last person.
 * - `candidate`: the signed-in candidate's (their session, places, flags); gone when they sign out;
 * - `client`: the interviewing client's e-mail session; gone when the client signs out;
 * - `device`: the same for whoever holds the phone; kept.
 * browser-keys.test.ts fails on a key written to storage that is not one of these. (The events between screens:
 * app-events.ts; the query cache and its persisted copy: app/pwa/persisted-cache.ts.)
 */
export type KeyOwner = 'candidate' | 'client' | 'device';

type KeyTable = Record<string, readonly [name: string, owner: KeyOwner]>;

const LOCAL = {
  // The session, under the product's names (shared/session.ts); its token through api/tokens.ts.
  user: ['user', 'candidate'],
  sessionToken: ['authToken', 'candidate'],
  userMobileNumber: ['userMobileNumber', 'candidate'],
  candidateId: ['candidateId', 'candidate'],
  isAuthenticated: ['isAuthenticated', 'candidate'],
  // The service token and when it was fetched (api/tokens.ts).
  serviceToken: ['programmaticToken', 'device'],
  serviceTokenFetchedAt: ['programmaticTokenTimestamp', 'device'],
  /** The header a strict upstream asked the candidate's session token under (api/tokens.ts). */
  sessionTokenHeader: ['sessionTokenHeader', 'candidate'],
  /** The client's e-mail session token, which such an upstream asked to see on the interviewer's calls. */
  clientToken: ['userTokenForClientCalls', 'client'],
  unreadCount: ['unreadNotificationCount', 'candidate'],
  // The language goes with the candidate who chose it (the sign-out has always cleared it).
  language: ['selected_language_code', 'candidate'],
  // The places this candidate looked up.
  geocodeCache: ['geocodeCache', 'candidate'],
  kycStatus: ['kycStatus', 'candidate'],
  currentUser: ['currentUser', 'client'],
  /** The applications whose details or timeline the candidate opened in My Applications, newest first (JSON). */
  recentlyViewedApplications: ['recentlyViewedApplications', 'candidate'],
} as const satisfies KeyTable;

const SESSION = {
  // The next person is asked again where to look for jobs.
  locationPreference: ['locationPreference', 'candidate'],
  locationDialogShown: ['locationPreferenceShown', 'candidate'],
  unreadFetchedAt: ['unreadCountFetchedAt', 'candidate'],
  pendingHighlight: ['pendingHighlight', 'candidate'],
  pendingJobDetails: ['pendingJobDetails', 'candidate'],
  kycPromptDismissed: ['kycPromptDismissed', 'candidate'],
  /** How the home list's loaded jobs are sorted and narrowed (JSON, machines' JobListOptions). */
  jobListOptions: ['jobListOptions', 'candidate'],
  interviewAuthenticated: ['isInterviewAuthenticated', 'client'],
} as const satisfies KeyTable;

/**
 * The IndexedDB database of the query cache's persisted copy (app/pwa/persisted-cache.ts): one entry per candidate,
 * deleted at their sign-out, and one for a visitor.
 */
export const PERSISTED_CACHE_DB = 'talent-jobs';

type Names<T extends KeyTable> = { readonly [K in keyof T]: T[K][0] };
const namesOf = <T extends KeyTable>(table: T) =>
  Object.fromEntries(Object.entries(table).map(([name, [key]]) => [name, key])) as Names<T>;

/** localStorage keys, by the name the code uses. */
export const LOCAL_KEYS = namesOf(LOCAL);
/** sessionStorage keys, by the name the code uses. */
export const SESSION_STORAGE_KEYS = namesOf(SESSION);

const ownedBy = (table: KeyTable, owner: KeyOwner) =>
  Object.values(table)
    .filter(([, whose]) => whose === owner)
    .map(([key]) => key);

/** The local and session storage keys `owner` has. */
export function storedKeysOf(owner: KeyOwner): { local: string[]; session: string[] } {
  return { local: ownedBy(LOCAL, owner), session: ownedBy(SESSION, owner) };
}

/** Removes everything `owner` has in local and session storage. */
export function forgetStoredKeys(owner: KeyOwner): void {
  const { local, session } = storedKeysOf(owner);
  for (const key of local) window.localStorage.removeItem(key);
  for (const key of session) window.sessionStorage.removeItem(key);
}
