import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ControlResult } from '../../control/control-api.ts';
import type { WorldRegistry } from '../../sessions/world-registry.ts';
import { consoleHubOf } from '../../watch/console-hub.ts';
import {
  CONSOLE_EVENTS_PATH,
  CONSOLE_STREAM_HEADERS,
  CONTROL_ROUTES,
  openConsoleStream,
  runControlRoute,
  type ControlRoute,
} from '../control-routes.ts';
import { guardControl, type HostPolicy } from './host-guard.ts';
import { serveConsolePage, type ConsolePageOptions } from './serve-console.ts';

function send(reply: FastifyReply, result: ControlResult): FastifyReply {
  if (result.headers) reply.headers(result.headers);
  return reply.code(result.status).send(result.body);
}

function run(route: ControlRoute, worlds: WorldRegistry, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return send(
    reply,
    runControlRoute(route, worlds, {
      sessionHeader: request.headers['x-mock-session'],
      cookies: request.headers.cookie,
      query: request.query as Record<string, string | undefined>,
      params: request.params as Record<string, string>,
      body: request.body,
    }),
  );
}

/** The console's stream, written to the socket as events come (no answer hook or compression sees a stream). */
function streamEvents(worlds: WorldRegistry, request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  const socket = reply.raw;
  socket.writeHead(200, { ...CONSOLE_STREAM_HEADERS, 'x-mock-replica': worlds.instance.replica });
  const disconnect = openConsoleStream(
    worlds,
    {
      send: (text) => void socket.write(text),
      backlog: () => socket.writableLength,
      // The connection goes with the stream: a stream has no end a keep-alive connection could wait after.
      close: () => socket.destroy(),
    },
    request.headers['last-event-id'],
  );
  // The answer's 'close': the console went away (the request's own 'close' comes as soon as it is read).
  socket.once('close', disconnect);
}

/**
 * The control API under /__mock/ (openapi/mock-control.yaml, control-routes.ts), the console's stream and the console
 * page itself, in a context of their own with its guard.
 */
export async function registerControl(
  app: FastifyInstance,
  worlds: WorldRegistry,
  hosts?: HostPolicy,
  consolePage?: ConsolePageOptions,
): Promise<void> {
  // An open console's stream never ends by itself: closing the server ends them.
  app.addHook('preClose', (done) => {
    consoleHubOf(worlds).closeAll();
    done();
  });
  await app.register(async (control) => {
    guardControl(control, hosts);
    for (const route of CONTROL_ROUTES) {
      control.route({
        method: route.method.toUpperCase() as 'GET',
        url: route.path,
        ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
        handler: async (request, reply) => run(route, worlds, request, reply),
      });
    }
    control.get(CONSOLE_EVENTS_PATH, (request, reply) => streamEvents(worlds, request, reply));
    serveConsolePage(control, consolePage);
  });
}
