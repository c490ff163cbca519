import { useSyncExternalStore } from 'react';
import { pageTokens } from '#web/api/tokens.ts';
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

const SIGNED_OUT: Session = { user: null, token: null, isAuthenticated: false };
const listeners = new Set<() => void>();
let current: Session = SIGNED_OUT;

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** Restores the session when both the user and the token are stored. */
function readStoredSession(): Session {
  const store = storage();
  const rawUser = store?.getItem(LOCAL_KEYS.user);
  const token = pageTokens.session();
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

/**
 * The page's one session, restored from local storage at start-up and followed by every screen; its token is kept
 * in the client's one token store (api/tokens.ts).
 */
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
    store?.setItem(LOCAL_KEYS.user, JSON.stringify(user));
    pageTokens.keepSession(token);
    store?.setItem(LOCAL_KEYS.userMobileNumber, user.mobileNumber ? `${countryCode}${user.mobileNumber}` : '0');
    store?.setItem(LOCAL_KEYS.candidateId, user.candidateId === null ? '' : String(user.candidateId));
    store?.setItem(LOCAL_KEYS.isAuthenticated, 'true');
    publish({ user, token, isAuthenticated: true });
  },
  update(patch: Partial<SessionUser>): void {
    if (!current.user || !current.token) return;
    const user = { ...current.user, ...patch };
    storage()?.setItem(LOCAL_KEYS.user, JSON.stringify(user));
    publish({ ...current, user });
  },
  /**
   * The number the home flow asked for ('Enter Mobile Number') when the session had none: kept on the user and
   * as userMobileNumber (country code and digits).
   */
  setMobileNumber(countryCode: string, digits: string): void {
    if (!current.user || !current.token) return;
    storage()?.setItem(LOCAL_KEYS.userMobileNumber, `${countryCode.replace(/\D/g, '')}${digits}`);
    sessionStore.update({ mobileNumber: digits, mobile: `${countryCode} ${digits}` });
  },
  /** Clears the session (its token too) and the language preference. */
  signOut(): void {
    const store = storage();
    for (const key of [
      LOCAL_KEYS.user,
      LOCAL_KEYS.userMobileNumber,
      LOCAL_KEYS.candidateId,
      LOCAL_KEYS.isAuthenticated,
    ])
      store?.removeItem(key);
    pageTokens.forgetSession();
    store?.removeItem(LOCAL_KEYS.language);
    publish(SIGNED_OUT);
  },
};

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
