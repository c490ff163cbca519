import { setupServer } from 'msw/node';
import { createControlHandlers } from '../adapters/msw/control-handlers.ts';
import { createMswHandlers } from '../adapters/msw/create-handlers.ts';
import { buildApp } from '../adapters/fastify/build-app.ts';
import type { WorldOptions } from '../core/world.ts';
import { multipartBody, type FilePart } from './multipart.ts';
import { TEST_CLOCK_START } from './test-app.ts';
import { SESSION_HEADER } from '../sessions/session-id.ts';
import { WorldRegistry, type SessionBounds } from '../sessions/world-registry.ts';

/** What a test sends: a session (the header), more headers, a JSON body or a form. */
export interface Sent {
  session?: string;
  headers?: Record<string, string>;
  body?: unknown;
  form?: { fields: Record<string, string>; files: FilePart[] };
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  // The tests read many answer shapes; each asserts the fields it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/** The mock behind one adapter, called the same way whichever it is (session tests run through both). */
export interface SessionCaller {
  readonly adapter: 'fastify' | 'msw';
  readonly worlds: WorldRegistry;
  call(method: string, url: string, sent?: Sent): Promise<Answer>;
  close(): Promise<void>;
}

export const SESSION_TEST_OPTIONS: WorldOptions = {
  jobCount: 200,
  clockStart: TEST_CLOCK_START,
  frozenClock: true,
  validateResponses: 'throw',
};

async function headersAndBody(sent: Sent): Promise<{ headers: Record<string, string>; payload?: Buffer | string }> {
  const headers: Record<string, string> = { ...sent.headers };
  if (sent.session !== undefined) headers[SESSION_HEADER] = sent.session;
  if (sent.form) {
    const form = await multipartBody(sent.form.fields, sent.form.files);
    return { headers: { ...headers, ...form.headers }, payload: form.payload };
  }
  if (sent.body === undefined) return { headers };
  return { headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(sent.body) };
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export async function fastifyCaller(options: WorldOptions = {}, bounds: SessionBounds = {}): Promise<SessionCaller> {
  const worlds = new WorldRegistry({ options: { ...SESSION_TEST_OPTIONS, ...options } }, bounds);
  const app = await buildApp({ worlds });
  await app.ready();
  return {
    adapter: 'fastify',
    worlds,
    async call(method, url, sent = {}) {
      const { headers, payload } = await headersAndBody(sent);
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
      return {
        status: response.statusCode,
        headers: response.headers as Record<string, string>,
        json: parsed(response.body),
      };
    },
    close: () => app.close(),
  };
}

/** MSW in this process at `origin`: call `listen` before use (setupServer patches fetch for the whole file). */
export function mswCaller(
  origin: string,
  options: WorldOptions = {},
  bounds: SessionBounds = {},
): SessionCaller & { listen(): void } {
  const worlds = new WorldRegistry({ options: { ...SESSION_TEST_OPTIONS, ...options } }, bounds);
  const server = setupServer(
    ...createControlHandlers(worlds, { baseUrl: origin }),
    ...createMswHandlers(worlds, { baseUrl: origin }),
  );
  return {
    adapter: 'msw',
    worlds,
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    async call(method, url, sent = {}) {
      const { headers, payload } = await headersAndBody(sent);
      const response = await fetch(`${origin}${url}`, {
        method,
        headers,
        ...(payload === undefined ? {} : { body: typeof payload === 'string' ? payload : new Uint8Array(payload) }),
      });
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers.entries()),
        json: parsed(await response.text()),
      };
    },
    close: async () => server.close(),
  };
}
