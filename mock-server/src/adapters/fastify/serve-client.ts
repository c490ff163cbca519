import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { error } from '../../core/responses.ts';
import { clientBuilds } from './client-builds.ts';
import { sendResponse } from './send-response.ts';

export interface ServeClientOptions {
  /** Serve the build's `.map` files and point DevTools at them (SERVE_SOURCEMAPS=1). Off by default. */
  serveSourceMaps?: boolean;
}

export const SOURCE_MAPS_REFUSED =
  'Source maps are not served: start the server with SERVE_SOURCEMAPS=1 to serve them.';

/** Files under /assets/ carry a content hash in their name: a new build gives new names. */
const HASHED_ASSET = /\/assets\/[^/]+$/;

/** The file a path stands for: 'index-x.js.br' is served as 'index-x.js'. */
const servedName = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

/**
 * The document a page address is answered with: the build writes one per screen beside index.html
 * ('/applications' → applications.html, which preloads that screen's code); any other address gets index.html,
 * and the client's router shows what it stands for.
 */
export function pageDocuments(root: string): (url: string) => string {
  const documents = new Set(readdirSync(root).filter((name) => name.endsWith('.html')));
  return (url) => {
    const name = `${(url.split('?')[0] ?? '').replace(/^\/+|\/+$/g, '')}.html`;
    return documents.has(name) ? name : 'index.html';
  };
}

/** A request's path, its escapes decoded (as written when one is malformed: it names no file). */
function decodedPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A request for a source map, however its path is spelled or encoded. */
function asksForSourceMap(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return [route, decodedPath(request)].some((p) => p.toLowerCase().endsWith('.map'));
}

/** A file directly under /assets/ (decoded: no folder, no way up). */
const ASSET_FILE = /^\/assets\/(?!\.\.?$)[^/\\]+$/;

/** A page's documents per build, for the few builds a server sees in its life (a build's documents never change). */
function documentsPerBuild(): (build: string) => (url: string) => string {
  const known = new Map<string, (url: string) => string>();
  return (build) => {
    let documentOf = known.get(build);
    if (!documentOf) {
      try {
        documentOf = pageDocuments(build);
      } catch {
        // The build is gone (a plain folder moved aside once by the first swapped build): no document to send.
        return () => 'index.html';
      }
      known.set(build, documentOf);
      if (known.size > 8) known.delete(known.keys().next().value ?? build);
    }
    return documentOf;
  };
}

/** What the served client answers when no file matches: see serveClient. */
export interface ServedClient {
  /** Answers a request no file of the current build matches, when the client can; false leaves it to the 404. */
  answerMissing(request: FastifyRequest, reply: FastifyReply): boolean;
}

/**
 * Serves the built client: the `.br`/`.gz` twins written at build time when the browser accepts them, hashed
 * assets cached for a year, pages revalidated. The build writes its source maps without linking them from the
 * scripts ('hidden'); they are refused unless asked for, and then linked by a `SourceMap` header.
 *
 * `root` may be swapped for a new build while the server runs (client-builds.ts): every request reads from the build
 * the path points at when it arrives, a file the new build added is served at once, and a page of the build just
 * replaced still gets its hashed scripts.
 */
export async function serveClient(
  app: FastifyInstance,
  root: string,
  options: ServeClientOptions = {},
): Promise<ServedClient> {
  const builds = clientBuilds(root);
  const documentsOf = documentsPerBuild();
  app.addHook('onRequest', async (request, reply) => {
    if (!options.serveSourceMaps && asksForSourceMap(request))
      return sendResponse(reply, error(404, SOURCE_MAPS_REFUSED));
  });
  // Only reply.sendFile: the plugin's own routes are fixed at start (one per file found, under one root).
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, filePath) {
      const file = servedName(filePath);
      // The same URL answers with a .br, .gz or plain file depending on Accept-Encoding.
      response.setHeader('vary', 'accept-encoding');
      response.setHeader('cache-control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (options.serveSourceMaps && file.endsWith('.js')) response.setHeader('sourcemap', `${basename(file)}.map`);
    },
  });
  // A file the current build lacks reaches the 404 handler, and answerMissing below. The handler returns nothing:
  // sendFile answers on its own (a returned reply would be awaited as a thenable).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      reply.sendFile(`/${(request.params as { '*': string })['*']}`, builds.current());
    },
  });
  return {
    answerMissing(request, reply) {
      const path = decodedPath(request);
      if (['GET', 'HEAD'].includes(request.method) && ASSET_FILE.test(path)) {
        const build = builds.holding(path);
        if (build !== undefined) {
          reply.sendFile(path, build);
          return true;
        }
      }
      if (request.method !== 'GET' || !(request.headers.accept ?? '').includes('text/html')) return false;
      const build = builds.current();
      const document = documentsOf(build)(request.url);
      if (!existsSync(join(build, document))) return false;
      reply.type('text/html').sendFile(document, build);
      return true;
    },
  };
}
