import { setupServer } from 'msw/node';
import { createControlHandlers } from '#mock/adapters/msw/control-handlers.ts';
import { createMswHandlers } from '#mock/adapters/msw/create-handlers.ts';
import type { WorldOptions } from '#mock/core/world.ts';
import { createWorld } from '#mock/create-world.ts';
import { buildTestApp, TEST_CLOCK_START, type TestApp } from '#mock/testing/test-app.ts';

export interface WireRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface WireAnswer {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the answer is JSON, else the bytes. */
  body: unknown;
  raw: Buffer;
}

export interface Adapter {
  name: 'Fastify' | 'MSW';
  /** Sends the request with a valid service token of this adapter's world. */
  send(request: WireRequest): Promise<WireAnswer>;
}

const ORIGIN = 'http://mock.test';

function answer(status: number, headers: Record<string, string>, raw: Buffer): WireAnswer {
  const json = (headers['content-type'] ?? '').includes('json');
  return { status, headers, raw, body: json ? (JSON.parse(raw.toString('utf8')) as unknown) : raw };
}

/**
 * The mock served both ways it is served: by the Fastify server (through inject) and by MSW (through fetch),
 * each with its own freshly seeded world (`more` adds world options to both). Call in a test file's top level;
 * `adapters` is filled in beforeAll.
 */
export async function startBothAdapters(
  more: WorldOptions = {},
): Promise<{ adapters: Adapter[]; close(): Promise<void> }> {
  const fastify: TestApp = await buildTestApp(300, more);
  const world = createWorld({
    jobCount: 300,
    clockStart: TEST_CLOCK_START,
    frozenClock: true,
    validateResponses: 'throw',
    ...more,
  });
  const server = setupServer(
    ...createControlHandlers(world, { baseUrl: ORIGIN }),
    ...createMswHandlers(world, { baseUrl: ORIGIN }),
  );
  server.listen({ onUnhandledRequest: 'error' });
  const fastifyToken = await fastify.token();
  const mswToken = ((await (await fetch(`${ORIGIN}/api/auth/fetchProgrammaticUserToken`)).json()) as { token: string })
    .token;
  const adapters: Adapter[] = [
    {
      name: 'Fastify',
      async send({ method, url, headers = {}, body }) {
        const response = await fastify.inject({
          method,
          url,
          headers: { authorization: `Bearer ${fastifyToken}`, ...headers },
          ...(body === undefined ? {} : { payload: body }),
        });
        return answer(response.statusCode, response.headers as Record<string, string>, response.rawPayload);
      },
    },
    {
      name: 'MSW',
      async send({ method, url, headers = {}, body }) {
        const payload = typeof body === 'string' || body === undefined ? body : new Uint8Array(body);
        const response = await fetch(`${ORIGIN}${url}`, {
          method,
          headers: { authorization: `Bearer ${mswToken}`, ...headers },
          body: payload,
        });
        return answer(
          response.status,
          Object.fromEntries(response.headers.entries()),
          Buffer.from(await response.arrayBuffer()),
        );
      },
    },
  ];
  return {
    adapters,
    async close() {
      server.close();
      await fastify.close();
    },
  };
}
