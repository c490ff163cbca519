import type { ApiFailure } from '#web/api/index.ts';

/** The message field of a failed answer's JSON body, or '' when there is none. */
export function serverMessage(failure: Pick<ApiFailure, 'body'>): string {
  try {
    const body: unknown = JSON.parse(failure.body);
    if (typeof body === 'object' && body !== null) {
      const { message, error, responseMessage } = body as Record<string, unknown>;
      const found = [message, error, responseMessage].find(
        (v): v is string => typeof v === 'string' && v.trim() !== '',
      );
      return found?.trim() ?? '';
    }
  } catch {
    // not JSON
  }
  return '';
}
