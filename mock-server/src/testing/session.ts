import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { multipartBody, type FilePart } from './multipart.ts';
import { testAppPerFile, type TestApp } from './test-app.ts';

export type { FilePart };
export const P = PRODUCT_JOBS;

export interface Session {
  get(url: string): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload?: InjectOptions['payload'],
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  put(url: string, payload: InjectOptions['payload']): Promise<LightMyRequestResponse>;
  upload(url: string, fields: Record<string, string>, files?: FilePart[]): Promise<LightMyRequestResponse>;
  /** Back to the seed (tokens are cleared by a reset, so a new one is fetched). */
  reset(): Promise<void>;
  token(): string;
}

/** Calls with a valid service token, kept valid across resets. */
export async function openSession(t: TestApp): Promise<Session> {
  let token = await t.token();
  const auth = () => ({ authorization: `Bearer ${token}` });
  return {
    get: (url) => t.inject({ method: 'GET', url, headers: auth() }),
    post: (url, payload, headers = {}) =>
      t.inject({
        method: 'POST',
        url,
        headers: { ...auth(), ...headers },
        ...(payload === undefined ? {} : { payload }),
      }),
    put: (url, payload) => t.inject({ method: 'PUT', url, headers: auth(), payload }),
    async upload(url, fields, files = []) {
      const body = await multipartBody(fields, files);
      return t.inject({ method: 'POST', url, headers: { ...auth(), ...body.headers }, payload: body.payload });
    },
    async reset() {
      await t.inject({ method: 'POST', url: '/__mock/reset' });
      token = await t.token();
    },
    token: () => token,
  };
}

/** The app and a session of one test file (see testAppPerFile); both forward to what beforeAll builds. */
export function sessionPerFile(jobCount: number): { t: TestApp; s: Session } {
  const t = testAppPerFile(jobCount);
  let opened: Session | undefined;
  beforeAll(async () => {
    opened = await openSession(t);
  });
  const current = (): Session => {
    if (!opened) throw new Error('The session is opened in beforeAll: use it inside tests and hooks.');
    return opened;
  };
  const s: Session = {
    get: (url) => current().get(url),
    post: (url, payload, headers) => current().post(url, payload, headers),
    put: (url, payload) => current().put(url, payload),
    upload: (url, fields, files) => current().upload(url, fields, files),
    reset: () => current().reset(),
    token: () => current().token(),
  };
  return { t, s };
}
