import { upstream, type Message } from '#machines';
import { NETWORK_ERROR, TIMED_OUT, TOKEN_FAILURE } from './constants.ts';
import type { TokenError } from './token-error.ts';

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

/** The upstream answers 404 for "nothing there"; callers treat it as an empty success. */
export interface ApiNotFound {
  ok: true;
  status: 404;
  data: null;
}

export type FailureReason = 'http' | 'timeout' | 'network' | 'token';

export interface ApiFailure {
  ok: false;
  status: number;
  reason: FailureReason;
  /** Why, as the screen shows it: 'HTTP {status}: {body}' as it came, or the client's own reason (no answer, no token). */
  message: Message;
  /** The response body as the server sent it; '' when there was none. */
  body: string;
}

export type ApiResult<T> = ApiSuccess<T> | ApiNotFound | ApiFailure;

/** The shape openapi-fetch resolves with. */
export interface FetchOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export function toApiResult<T>(outcome: FetchOutcome<T>, rawBody?: string): ApiResult<T> {
  const { status } = outcome.response;
  if (outcome.response.ok) return { ok: true, status, data: outcome.data as T };
  if (status === 404) return { ok: true, status: 404, data: null };
  const body = rawBody ?? bodyText(outcome.error);
  return { ok: false, status, reason: 'http', message: upstream(`HTTP ${status}: ${body}`), body };
}

export function timeoutFailure(): ApiFailure {
  return { ok: false, status: 408, reason: 'timeout', message: TIMED_OUT, body: '' };
}

export function networkFailure(): ApiFailure {
  return { ok: false, status: 500, reason: 'network', message: NETWORK_ERROR, body: '' };
}

export function tokenFailure(error: TokenError): ApiFailure {
  return { ok: false, status: error.status, reason: 'token', message: TOKEN_FAILURE, body: '' };
}

function bodyText(error: unknown): string {
  if (error === undefined || error === null) return '';
  return typeof error === 'string' ? error : JSON.stringify(error);
}
