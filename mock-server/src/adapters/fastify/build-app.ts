import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadOperations } from '../../contract/load-contract.ts';
import { error } from '../../core/responses.ts';
import { methodNotAllowed } from '../../pipeline/method-not-allowed.ts';
import type { RecordedAnswers } from '../../core/types.ts';
import type { MockWorld, WorldOptions } from '../../core/world.ts';
import { createWorld } from '../../create-world.ts';
import { registerCompression } from './compression.ts';
import { installErrorHandler } from './error-handler.ts';
import { guardHosts, type HostPolicy } from './host-guard.ts';
import { registerControl } from './register-control.ts';
import { registerOperations } from './register-operations.ts';
import { sendResponse } from './send-response.ts';
import { serveClient, type ServeClientOptions } from './serve-client.ts';
import {
  addServedClientHeaders,
  DATA_ANSWER_HEADERS,
  type ServedClientHeaderOptions,
} from './served-client-headers.ts';

export interface BuildAppOptions {
  world?: MockWorld;
  worldOptions?: WorldOptions;
  /** A built web client to serve at / (with the single-page fallback); a build may be swapped in while it serves. */
  staticDir?: string;
  /** How the built client is served: source maps, the origins its policy lets it call. */
  client?: ServeClientOptions & ServedClientHeaderOptions;
  /** Host names requests may name beyond the loopback defaults. */
  hosts?: HostPolicy;
  logger?: boolean;
  /** Recorded answers served before the simulation (MOCK_REPLAY). */
  replay?: RecordedAnswers;
}

declare module 'fastify' {
  interface FastifyInstance {
    world: MockWorld;
  }
}

/** The mock upstream as a Fastify application: one route per contract operation plus /__mock/. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const world = options.world ?? createWorld(options.worldOptions);
  if (options.replay) world.replay = options.replay;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // A URL the router cannot decode is answered before any hook runs: in the contract's error shape, with the
    // headers every answer carries.
    frameworkErrors: (cause, _request, reply) =>
      sendResponse(reply.headers(DATA_ANSWER_HEADERS), error(400, cause.message)),
  });
  app.decorate('world', world);
  installErrorHandler(app);
  addServedClientHeaders(app, options.client);
  guardHosts(app, options.hosts);
  await registerCompression(app);
  // Any other media type reaches the contract check, which names the ones the operation accepts.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const operations = loadOperations();
  const known = new Set(operations.map((o) => o.operationId));
  await registerOperations(app, world, operations);
  await registerControl(app, world, (id) => known.has(id), options.hosts);
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
