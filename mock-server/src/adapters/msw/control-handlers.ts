import { http, HttpResponse, type HttpHandler } from 'msw';
import { MAX_SNAPSHOT_BYTES } from '../../control/snapshot/snapshot.ts';
import { error } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';
import { asRegistry, type WorldRegistry } from '../../sessions/world-registry.ts';
import {
  CONSOLE_EVENTS_PATH,
  CONSOLE_STREAM_HEADERS,
  CONTROL_ROUTES,
  openConsoleStream,
  runControlRoute,
  type ControlRoute,
} from '../control-routes.ts';

const TOO_LARGE = Symbol('too large');

/**
 * A JSON body, or undefined when there is none or it is not JSON (the control API then names what it needs);
 * TOO_LARGE beyond the largest body the Fastify server reads (a snapshot's bound), as it answers then.
 */
async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_SNAPSHOT_BYTES) return TOO_LARGE;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function answer(result: { status: number; body?: unknown; headers?: Record<string, string> }): Response {
  return new HttpResponse(JSON.stringify(result.body), {
    status: result.status,
    headers: { 'content-type': 'application/json', ...result.headers },
  });
}

async function run(route: ControlRoute, worlds: WorldRegistry, request: Request, params: Record<string, string>) {
  const body = await readJson(request);
  if (body === TOO_LARGE) return answer(error(400, 'Request body is too large'));
  return answer(
    runControlRoute(route, worlds, {
      sessionHeader: request.headers.get('x-mock-session') ?? undefined,
      cookies: request.headers.get('cookie') ?? undefined,
      query: Object.fromEntries(new URL(request.url).searchParams),
      params,
      body,
    }),
  );
}

const encoder = new TextEncoder();

/** The console's stream as a page's fetch reads it: a body that stays open, each batch of events a chunk. */
function streamEvents(worlds: WorldRegistry, request: Request): Response {
  let disconnect: () => void = () => undefined;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        disconnect = openConsoleStream(
          worlds,
          {
            send: (text) => controller.enqueue(encoder.encode(text)),
            // Counted in bytes (the strategy below): what the page has not read yet.
            backlog: () => Math.max(0, -(controller.desiredSize ?? 0)),
            close: () => controller.close(),
          },
          request.headers.get('last-event-id'),
        );
        request.signal.addEventListener('abort', () => disconnect());
      },
      cancel: () => disconnect(),
    },
    { highWaterMark: 0, size: (chunk) => chunk?.byteLength ?? 0 },
  );
  return new Response(stream, {
    status: 200,
    headers: { ...CONSOLE_STREAM_HEADERS, 'x-mock-replica': worlds.instance.replica },
  });
}

/** The control API under /__mock/ (control-routes.ts), served through MSW: a page with no server arranges and inspects its own worlds. */
export function createControlHandlers(
  worlds: WorldRegistry | MockWorld,
  options: { baseUrl?: string } = {},
): HttpHandler[] {
  const registry = asRegistry(worlds);
  const origin = options.baseUrl ?? '*';
  return [
    http.get(`${origin}${CONSOLE_EVENTS_PATH}`, ({ request }) => streamEvents(registry, request)),
    ...CONTROL_ROUTES.map((route) =>
      http[route.method](`${origin}${route.path}`, ({ request, params }) =>
        run(route, registry, request, params as Record<string, string>),
      ),
    ),
  ];
}
