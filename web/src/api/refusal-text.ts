import type { ApiFailure } from './result.ts';

// A refusal's own words, as each call's screen has read them (three readings, kept as they were).

/** A refusal's own words: the body's message or error, else the body's text, else 'HTTP {status}'. */
export function refusalText(body: string, status: number): string {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const text = [parsed.message, parsed.error].find((v): v is string => typeof v === 'string' && v !== '');
    if (text) return text;
  } catch {
    // not JSON: the text itself
  }
  return body.trim() || `HTTP ${status}`;
}

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

/** The message (or error) of a JSON answer body, else the body itself when it is short text, else ''. */
export function serverText(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const { message, error } = parsed as Record<string, unknown>;
      const found = [message, error].find((v): v is string => typeof v === 'string' && v.trim() !== '');
      return found?.trim() ?? '';
    }
    return typeof parsed === 'string' ? parsed : '';
  } catch {
    return body.trim().slice(0, 200);
  }
}
