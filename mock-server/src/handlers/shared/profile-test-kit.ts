import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PRODUCT_JOBS } from '#contract/product.ts';
import type { TestApp } from '../../testing/test-app.ts';

export const P = PRODUCT_JOBS;

export interface FilePart {
  field: string;
  filename: string;
  type: string;
  data: Buffer | string;
}

/** A multipart body and its content type, built the way a browser's FormData sends it. */
export async function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append(f.field, new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type }), f.filename);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

export interface Session {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: InjectOptions['payload'], headers?: Record<string, string>): Promise<LightMyRequestResponse>;
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
    post: (url, payload, headers = {}) => t.inject({ method: 'POST', url, headers: { ...auth(), ...headers }, ...(payload === undefined ? {} : { payload }) }),
    put: (url, payload) => t.inject({ method: 'PUT', url, headers: auth(), payload }),
    async upload(url, fields, files = []) {
      const body = await multipart(fields, files);
      return t.inject({ method: 'POST', url, headers: { ...auth(), 'content-type': body.contentType }, payload: body.payload });
    },
    async reset() {
      await t.inject({ method: 'POST', url: '/__mock/reset' });
      token = await t.token();
    },
    token: () => token,
  };
}
