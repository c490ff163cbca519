import type { Middleware } from 'openapi-fetch';

const rawBodies = new WeakMap<Response, string>();

/**
 * openapi-fetch hands back error bodies already parsed; the wrapper's message
 * quotes them as the server sent them, so keep the text of failed responses.
 * Register it before any middleware that may replace the response, so that it
 * sees the final one (onResponse runs in reverse order of registration).
 */
export const captureErrorBody: Middleware = {
  async onResponse({ response }) {
    if (response.ok || response.status === 404) return;
    rawBodies.set(response, await response.clone().text());
  },
};

export function rawBodyOf(response: Response): string | undefined {
  return rawBodies.get(response);
}
