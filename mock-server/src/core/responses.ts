import type { components } from '#contract/schema.d.ts';
import type { MockResponse } from './types.ts';

/** The upstream's error answer (ErrorBody in the contract). */
export type ErrorBody = components['schemas']['ErrorBody'];

export const json = <Body>(body: Body, status = 200): MockResponse<Body> => ({ status, body });
export const text = (body: string, status = 200): MockResponse<string> => ({ status, body, contentType: 'text/plain; charset=utf-8' });

/** The upstream's error answer: `success`/`status` false and the text to show. */
export const error = (status: number, message: string, extra: Pick<ErrorBody, 'error'> = {}): MockResponse<ErrorBody> => ({
  status,
  body: { success: false, status: false, message, ...extra },
});

export const badRequest = (message: string, extra?: Pick<ErrorBody, 'error'>) => error(400, message, extra);
export const unauthorized = (message = 'Authentication required') => error(401, message);
export const notFound = (message: string) => error(404, message);

/** The upstream's answer to a call whose mobile number is missing or unusable (a documented 400 of those calls). */
export const MOBILE_REQUIRED = 'Mobile number is required';
export const mobileRequired = () => badRequest(MOBILE_REQUIRED);
