import type { ActorFailure } from '#machines';
import type { ApiFailure } from '#web/api/index.ts';

/** The JSON body of a refused code call (a 4xx with { status: false, message }), when the server sent one. */
export function refusalBody<T extends object>(failure: ApiFailure): T | null {
  if (failure.reason !== 'http' || failure.status < 400 || failure.status >= 500) return null;
  try {
    const body: unknown = JSON.parse(failure.body);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as T) : null;
  } catch {
    return null;
  }
}

/** What a sign-in machine is told when no answer came back (its "network" texts) or the answer was unusable. */
export function otpActorFailure(failure: ApiFailure): ActorFailure {
  const network = failure.reason === 'network' || failure.reason === 'timeout';
  return { kind: network ? 'network' : 'server', status: failure.status, message: failure.message };
}
