import type { Scope } from '../api/control-client.ts';

const SESSION = 'session';
const DEFAULT_WORLD = 'scope';

/**
 * The scope an address names: `?session=<id>`, or `?scope=default` for the default world; undefined when it names
 * none (the console then starts in the browser's own session, if it joined one).
 */
export function scopeFromAddress(search: string): Scope | undefined {
  const query = new URLSearchParams(search);
  const session = query.get(SESSION);
  if (session) return session;
  return query.get(DEFAULT_WORLD) === 'default' ? null : undefined;
}

export function addressOfScope(scope: Scope, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(SESSION);
  query.delete(DEFAULT_WORLD);
  if (scope === null) query.set(DEFAULT_WORLD, 'default');
  else query.set(SESSION, scope);
  return `?${query.toString()}`;
}

export function writeScopeToAddress(scope: Scope): void {
  window.history.replaceState(window.history.state, '', addressOfScope(scope, window.location.search));
}

/** The session this browser joined (its mock-session cookie), as the mock's health tells it; null without one. */
export async function joinedSession(): Promise<Scope> {
  try {
    const answer = await fetch('/__mock/health', { credentials: 'same-origin' });
    const body = (await answer.json()) as { session?: unknown };
    return typeof body.session === 'string' ? body.session : null;
  } catch {
    return null;
  }
}
