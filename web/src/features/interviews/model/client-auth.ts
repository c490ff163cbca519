import type { ClientUser } from '#machines';
import { LOCAL_KEYS, SESSION_STORAGE_KEYS, WINDOW_EVENTS } from '#web/shared/browser-keys.ts';

/** What the opening event of the e-mail sign-in carries. */
export interface InterviewSignInDetail {
  emailId?: string;
  mobileNumber?: string;
  mode?: string;
}

/** The stored client user record, when it parses. */
export function readClientUser(): Partial<ClientUser> | null {
  try {
    const raw = window.localStorage.getItem(LOCAL_KEYS.currentUser);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ClientUser>) : null;
  } catch {
    return null;
  }
}

export function readInterviewSessionFlag(): boolean {
  return window.sessionStorage.getItem(SESSION_STORAGE_KEYS.interviewAuthenticated) === 'true';
}

/** After the code check: the user record, the session flag, then the auth-success event. */
export function storeClientSignIn(user: ClientUser): void {
  window.localStorage.setItem(LOCAL_KEYS.currentUser, JSON.stringify(user));
  window.sessionStorage.setItem(SESSION_STORAGE_KEYS.interviewAuthenticated, 'true');
  window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.interviewAuthSuccess, { detail: { email: user.email } }));
}

export function requestInterviewSignIn(detail: InterviewSignInDetail): void {
  window.dispatchEvent(new CustomEvent<InterviewSignInDetail>(WINDOW_EVENTS.openInterviewSignIn, { detail }));
}
