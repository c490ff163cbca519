import type { ClientUser } from '#machines';
import { emitAppEvent, type InterviewSignInRequest } from '#web/shared/app-events.ts';
import { LOCAL_KEYS, SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';

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
  emitAppEvent('interviewAuthSuccess', { email: user.email });
}

export function requestInterviewSignIn(request: InterviewSignInRequest): void {
  emitAppEvent('openInterviewSignIn', request);
}
