import type { MockResponse } from './types.ts';

export const json = (body: unknown, status = 200): MockResponse => ({ status, body });
export const text = (body: string, status = 200): MockResponse => ({ status, body, contentType: 'text/plain; charset=utf-8' });

/** The upstream's error answer: `success`/`status` false and the text to show. */
export const error = (status: number, message: string, extra: Record<string, unknown> = {}): MockResponse => ({
  status,
  body: { success: false, status: false, message, ...extra },
});

export const badRequest = (message: string, extra?: Record<string, unknown>) => error(400, message, extra);
export const unauthorized = (message = 'Authentication required') => error(401, message);
export const notFound = (message: string) => error(404, message);
