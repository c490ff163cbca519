import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadOperations } from '../../contract/load-contract.ts';
import { error } from '../../core/responses.ts';
import { methodNotAllowed } from '../../pipeline/method-not-allowed.ts';
import type { RecordedAnswers } from '../../core/types.ts';
import type { MockWorld, WorldOptions } from '../../core/world.ts';
import { newInstance } from '../../sessions/instance.ts';
import { WorldRegistry, type SessionBounds } from '../../sessions/world-registry.ts';
import type { WorldStart } from '../../sessions/world-start.ts';
import { registerCompression } from './compression.ts';
import { installErrorHandler } from './error-handler.ts';
import { guardHosts, type HostPolicy } from './host-guard.ts';
import { registerControl } from './register-control.ts';
import { registerOperations } from './register-operations.ts';
import type { ConsolePageOptions } from './serve-console.ts';
import { sendResponse } from './send-response.ts';
import { serveClient, type ServeClientOptions } from './serve-client.ts';
import { addServedClientHeaders, dataAnswerHeaders, type ServedClientHeaderOptions } from './served-client-headers.ts';

export interface BuildAppOptions {
  /** The worlds to serve (the default world and the sessions'); made from `start` (else `world`/`worldOptions`) when absent. */
  worlds?: WorldRegistry;
  /** Where every world starts (options, MOCK_SCENARIO, MOCK_SNAPSHOT, MOCK_REPLAY). */
  start?: WorldStart;
  /** The default world as already made (tests); sessions then start from its options. */
  world?: MockWorld;
  worldOptions?: WorldOptions;
  /** How many sessions, and for how long unused (MOCK_SESSION_LIMIT, MOCK_SESSION_IDLE). */
  sessions?: SessionBounds;
  /** The name every answer gives in X-Mock-Replica (MOCK_REPLICA; the host name by default). */
  replica?: string;
  /** A built web client to serve at / (with the single-page fallback); a build may be swapped in while it serves. */
  staticDir?: string;
  /** How the built client is served: source maps, the origins its policy lets it call. */
  client?: ServeClientOptions & ServedClientHeaderOptions;
  /** Host names requests may name beyond the loopback defaults. */
  hosts?: HostPolicy;
  /** The developer console's build, served at /__mock/console/ (without it that page says how to build it). */
  consolePage?: ConsolePageOptions;
  logger?: boolean;
  /** Recorded answers served before the simulation (MOCK_REPLAY). */
  replay?: RecordedAnswers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The default world (calls without a session). */
    world: MockWorld;
    /** Every world: the default one and each session's. */
    worlds: WorldRegistry;
  }
}

/** How often sessions unused for the idle time are looked for and forgotten. */
const SWEEP_EVERY_MS = 60_000;

function registryOf(options: BuildAppOptions): WorldRegistry {
  if (options.worlds) return options.worlds;
  const instance = newInstance(options.replica ?? hostname());
  if (options.world) {
    if (options.replay) options.world.replay = options.replay;
    return WorldRegistry.around(options.world, { ...options.sessions, instance });
  }
  const start = options.start ?? {
    options: options.worldOptions ?? {},
    ...(options.replay ? { replay: options.replay } : {}),
  };
  return new WorldRegistry(start, { ...options.sessions, instance });
}

/** The mock upstream as a Fastify application: one route per contract operation plus /__mock/. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const worlds = registryOf(options);
  const dataHeaders = dataAnswerHeaders(worlds.instance.replica);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // A URL the router cannot decode is answered before any hook runs: in the contract's error shape, with the
    // headers every answer carries.
    frameworkErrors: (cause, _request, reply) => sendResponse(reply.headers(dataHeaders), error(400, cause.message)),
  });
  app.decorate('world', worlds.defaultWorld);
  app.decorate('worlds', worlds);
  const sweep = setInterval(() => worlds.sweep(), SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
  installErrorHandler(app);
  addServedClientHeaders(app, { ...options.client, replica: worlds.instance.replica });
  guardHosts(app, options.hosts);
  await registerCompression(app);
  // Any other media type reaches the contract check, which names the ones the operation accepts.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const operations = loadOperations();
  await registerOperations(app, worlds, operations);
  await registerControl(app, worlds, options.hosts, options.consolePage);
  const staticDir =
    options.staticDir && existsSync(join(options.staticDir, 'index.html')) ? options.staticDir : undefined;
  const client = staticDir ? await serveClient(app, staticDir, options.client) : undefined;
  app.setNotFoundHandler((request, reply) => {
    // A page address gets its screen's document; a hashed file, the build that has it.
    if (client?.answerMissing(request, reply)) return;
    const path = request.url.split('?')[0]!;
    const notAllowed = methodNotAllowed(operations, request.method, path);
    if (notAllowed) return sendResponse(reply, notAllowed);
    return sendResponse(reply, error(404, `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
  return app;
}
