import { upstream } from '#machines';
import { CallError } from './call-error.ts';
import { NETWORK_ERROR } from './constants.ts';
import { networkFailure, timeoutFailure, tokenFailure, type ApiResult } from './result.ts';
import { TIMEOUT_MS } from './timeouts.ts';
import { TokenError } from './token-error.ts';
import type { TokenStore } from './token-store.ts';
import type { UpstreamPaths } from './upstream.ts';
import type { UserTokens } from './user-token.ts';
import { api } from './upstream.ts';

/** Upstream paths that take a multipart POST. */
export type MultipartPath = {
  [P in keyof UpstreamPaths]: UpstreamPaths[P] extends {
    post: { requestBody: { content: { 'multipart/form-data': unknown } } };
  }
    ? P
    : never;
}[keyof UpstreamPaths];

type Json200<P extends MultipartPath> = UpstreamPaths[P] extends {
  post: { responses: { 200: { content: { 'application/json': infer D } } } };
}
  ? D
  : unknown;

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Defaults to the long (60 s) limit: uploads are the slow calls. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** For tests: another base URL and token store. */
  baseUrl?: string;
  tokens?: TokenStore;
  userTokens?: UserTokens;
}

interface XhrOutcome {
  status: number;
  text: string;
}

/**
 * fetch cannot report upload progress, so multipart uploads that show a progress bar go through
 * XMLHttpRequest here. Same contract as the other calls: service token (and the strict mode's user token),
 * one retry after a 401,
 * and an ApiResult instead of a throw.
 */
export async function uploadWithProgress<P extends MultipartPath>(
  path: P,
  form: FormData,
  options: UploadOptions = {},
): Promise<ApiResult<Json200<P>>> {
  const tokens = options.tokens ?? api.upstream.tokens;
  const url = `${options.baseUrl ?? api.upstream.baseUrl}${path}`;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS.long;
  const userHeader = (options.userTokens ?? api.upstream.userTokens).headerFor('POST', path);
  try {
    let token = await tokens.getToken();
    let outcome = await send(url, form, token, userHeader, timeoutMs, options);
    if (outcome.status === 401) {
      token = await tokens.renew(token);
      outcome = await send(url, form, token, userHeader, timeoutMs, options);
    }
    return toResult<Json200<P>>(outcome);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof TokenError) return tokenFailure(error);
    if (error instanceof UploadTimeout) return timeoutFailure();
    return networkFailure();
  }
}

class UploadTimeout extends Error {}

function send(
  url: string,
  form: FormData,
  token: string,
  userHeader: [name: string, value: string] | undefined,
  timeoutMs: number,
  options: UploadOptions,
): Promise<XhrOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (userHeader) xhr.setRequestHeader(...userHeader);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      options.onProgress?.(1);
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => reject(new CallError(NETWORK_ERROR));
    xhr.ontimeout = () => reject(new UploadTimeout());
    xhr.onabort = () => reject(options.signal?.reason ?? new Error('aborted'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function toResult<T>({ status, text }: XhrOutcome): ApiResult<T> {
  if (status >= 200 && status < 300) return { ok: true, status, data: parse(text) as T };
  if (status === 404) return { ok: true, status: 404, data: null };
  return { ok: false, status, reason: 'http', message: upstream(`HTTP ${status}: ${text}`), body: text };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
