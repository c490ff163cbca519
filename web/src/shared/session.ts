import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from './browser-keys.ts';

/** The signed-in user as the app keeps it (the user session written by a mobile sign-in). */
export interface SessionUser {
  name: string;
  email: string;
  /** Shown as +91 then the number. */
  mobile: string;
  mobileNumber: string;
  candidateId: number | null;
  initials: string;
}

export interface Session {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
}

/** Local storage keys of the session, as the product names them. */
export const SESSION_KEYS = {
  user: 'user',
  authToken: 'authToken',
  userMobileNumber: 'userMobileNumber',
  candidateId: 'candidateId',
  isAuthenticated: 'isAuthenticated',
} as const;

const SIGNED_OUT: Session = { user: null, token: null, isAuthenticated: false };
const listeners = new Set<() => void>();
let current: Session = SIGNED_OUT;

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** Restores the session when both the user and the token are stored. */
function readStoredSession(): Session {
  const store = storage();
  const rawUser = store?.getItem(SESSION_KEYS.user);
  const token = store?.getItem(SESSION_KEYS.authToken);
  if (!rawUser || !token) return SIGNED_OUT;
  try {
    return { user: JSON.parse(rawUser) as SessionUser, token, isAuthenticated: true };
  } catch {
    return SIGNED_OUT;
  }
}

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

/** The page's one session, restored from local storage at start-up and followed by every screen. */
export const sessionStore = {
  get: (): Session => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  restore(): void {
    publish(readStoredSession());
  },
  signIn(user: SessionUser, token: string, countryCode = '91'): void {
    const store = storage();
    store?.setItem(SESSION_KEYS.user, JSON.stringify(user));
    store?.setItem(SESSION_KEYS.authToken, token);
    store?.setItem(SESSION_KEYS.userMobileNumber, user.mobileNumber ? `${countryCode}${user.mobileNumber}` : '0');
    store?.setItem(SESSION_KEYS.candidateId, user.candidateId === null ? '' : String(user.candidateId));
    store?.setItem(SESSION_KEYS.isAuthenticated, 'true');
    publish({ user, token, isAuthenticated: true });
  },
  update(patch: Partial<SessionUser>): void {
    if (!current.user || !current.token) return;
    const user = { ...current.user, ...patch };
    storage()?.setItem(SESSION_KEYS.user, JSON.stringify(user));
    publish({ ...current, user });
  },
  /**
   * The number the home flow asked for ('Enter Mobile Number') when the session had none: kept on the user and
   * as userMobileNumber (country code and digits).
   */
  setMobileNumber(countryCode: string, digits: string): void {
    if (!current.user || !current.token) return;
    storage()?.setItem(SESSION_KEYS.userMobileNumber, `${countryCode.replace(/\D/g, '')}${digits}`);
    sessionStore.update({ mobileNumber: digits, mobile: `${countryCode} ${digits}` });
  },
  /** Clears the session and the language preference. */
  signOut(): void {
    const store = storage();
    for (const key of Object.values(SESSION_KEYS)) store?.removeItem(key);
    store?.removeItem(LOCAL_KEYS.language);
    publish(SIGNED_OUT);
  },
};

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
