import { randomBytes } from 'node:crypto';
import { SESSION_HEADER } from '#mock/sessions/session-id.ts';

/** The session a run against the mock uses, and how it ends. */
export interface RunSession {
  id: string;
  /** Whether the run made it (and so ends it when done) or was given it (and leaves it for its user). */
  made: boolean;
  end(): Promise<void>;
}

async function isMock(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/__mock/health`, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

/**
 * A run's session on a mock: the one named, or a new one (POST /__mock/sessions) that the run ends when done. A
 * shared mock (a team's, a CI fleet's) then serves the run a world of its own: its writes, codes, tokens and
 * `--reset` touch nobody else's. The run chooses the new session's id itself and sends it with the POST too, so a
 * balancer that spreads sessions by that header over replicas (deploy/) makes the session on the replica every later
 * call of the run reaches. Undefined when the upstream is not the mock (it has no /__mock/).
 */
export async function openRunSession(baseUrl: string, named: string | undefined): Promise<RunSession | undefined> {
  const base = baseUrl.replace(/\/$/, '');
  if (!(await isMock(base))) return undefined;
  if (named !== undefined) return { id: named, made: false, end: async () => {} };
  const id = `run-${randomBytes(8).toString('hex')}`;
  const headers = { [SESSION_HEADER]: id };
  const made = await fetch(`${base}/__mock/sessions`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  if (made.status !== 201)
    throw new Error(`POST ${base}/__mock/sessions answered ${made.status}: ${await made.text()}`);
  return {
    id,
    made: true,
    end: async () => {
      await fetch(`${base}/__mock/sessions/${id}`, { method: 'DELETE', headers });
    },
  };
}

/**
 * Puts every call this process makes to `origin` (the operations and the control API alike, whichever part of the
 * harness sends it) into the session, by its X-Mock-Session header. Answers a function that stops it.
 */
export function callInSession(origin: string, session: string): () => void {
  const plain = globalThis.fetch;
  const target = new URL(origin).origin;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== target || request.headers.has(SESSION_HEADER)) return plain(request);
    const headers = new Headers(request.headers);
    headers.set(SESSION_HEADER, session);
    return plain(new Request(request, { headers }));
  };
  return () => {
    globalThis.fetch = plain;
  };
}
