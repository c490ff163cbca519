import { TOKEN_PATH } from './constants.ts';
import { startDeadline } from './timeouts.ts';
import { TokenError } from './token-error.ts';

/** Fetches a service token: `GET {baseUrl}/api/auth/fetchProgrammaticUserToken` → `{ "token": "…" }`. */
export async function requestServiceToken(baseUrl: string, timeoutMs: number): Promise<string> {
  const deadline = startDeadline(timeoutMs);
  try {
    const response = await Promise.race([
      globalThis.fetch(`${baseUrl}${TOKEN_PATH}`, {
        headers: { Accept: 'application/json' },
        signal: deadline.signal,
      }),
      deadline.aborted,
    ]);
    if (!response.ok) throw new TokenError(response.status);
    const body: unknown = await response.json();
    const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
    if (typeof token !== 'string' || token === '') throw new TokenError(500);
    return token;
  } catch (error) {
    if (error instanceof TokenError) throw error;
    throw new TokenError(deadline.timedOut() ? 408 : 500, { cause: error });
  } finally {
    deadline.cancel();
  }
}
