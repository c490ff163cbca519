import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { loadOperations } from '../../contract/load-contract.ts';
import type { MockWorld, WorldOptions } from '../../core/world.ts';
import { createWorld } from '../../create-world.ts';
import { handlers as defaultHandlers } from '../../handlers/index.ts';
import type { HandlerMap } from '../../pipeline/handler.ts';
import { installErrorHandler } from './error-handler.ts';
import { registerControl } from './register-control.ts';
import { registerOperations } from './register-operations.ts';

/** Uploads (resumes, KYC documents) are refused above this size. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Multipart framing on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface BuildAppOptions {
  world?: MockWorld;
  worldOptions?: WorldOptions;
  /** A built web client to serve at / (with the single-page fallback). */
  staticDir?: string;
  logger?: boolean;
  handlers?: HandlerMap;
}

declare module 'fastify' {
  interface FastifyInstance {
    world: MockWorld;
  }
}

/** The mock upstream as a Fastify application: one route per contract operation plus /__mock/. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const world = options.world ?? createWorld(options.worldOptions);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  app.decorate('world', world);
  installErrorHandler(app);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 3, fields: 30, fieldSize: 64 * 1024, parts: 40 },
    throwFileSizeLimit: true,
  });
  // Refuse an oversized upload from its declared length, before a byte of it is read.
  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (request.headers['content-type']?.startsWith('multipart/') && length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
      const documented = request.routeOptions.config.operation?.responses['413'] !== undefined;
      reply.header('connection', 'close');
      return reply
        .code(documented ? 413 : 400)
        .send({ success: false, status: false, message: documented ? 'File size must be less than 5MB.' : 'Request body is too large' });
    }
  });
  // Any other media type reaches the contract check, which names the ones the operation accepts.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const operations = loadOperations();
  const known = new Set(operations.map((o) => o.operationId));
  registerOperations(app, world, operations, options.handlers ?? defaultHandlers);
  registerControl(app, world, (id) => known.has(id));
  if (options.staticDir && existsSync(join(options.staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: options.staticDir, wildcard: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (options.staticDir && wantsPage && existsSync(join(options.staticDir, 'index.html'))) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ success: false, status: false, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
  return app;
}
