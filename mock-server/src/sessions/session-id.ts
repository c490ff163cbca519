/** The header that puts a call into a session's world (lower case, as Node hands headers out). */
export const SESSION_HEADER = 'x-mock-session';
/** The cookie a browser joined to a session carries (GET /__mock/sessions/{id}/join); read when no header is sent. */
export const SESSION_COOKIE = 'mock-session';

const SESSION_ID = /^[A-Za-z0-9._-]{1,64}$/;
export const SESSION_ID_RULE = '1–64 characters of A–Z a–z 0–9 . _ -';

export const isSessionId = (value: unknown): value is string => typeof value === 'string' && SESSION_ID.test(value);

const shown = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);

export const badSessionId = (where: string, value: string) =>
  `${where} must be ${SESSION_ID_RULE} (got '${shown(value)}')`;

/** The session a call chose: an id, none (the default world), or why its choice cannot be read. */
export type SessionChoice = { id: string | null } | { problem: string };

const DEFAULT_CHOICE: SessionChoice = { id: null };
const COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);

/** The session named by the X-Mock-Session header, else by the mock-session cookie, else none. */
export function chosenSession(header: string | string[] | undefined, cookies: string | undefined): SessionChoice {
  if (header !== undefined) {
    if (Array.isArray(header)) return { problem: 'X-Mock-Session was sent more than once: send one session id' };
    return isSessionId(header) ? { id: header } : { problem: badSessionId('X-Mock-Session', header) };
  }
  if (cookies === undefined) return DEFAULT_CHOICE;
  const cookie = COOKIE.exec(cookies)?.[1];
  if (cookie === undefined) return DEFAULT_CHOICE;
  return isSessionId(cookie) ? { id: cookie } : { problem: badSessionId(`The ${SESSION_COOKIE} cookie`, cookie) };
}

/** Set-Cookie values that join a browser to a session, and that leave it. */
export const joinCookie = (id: string) => `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`;
export const leaveCookie = () => `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`;
