import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { error } from '../../core/responses.ts';
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

/** A request for a source map, however its path is spelled or encoded. */
function asksForSourceMap(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  let path = request.url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape names no file.
  }
  return [route, path].some((p) => p.toLowerCase().endsWith('.map'));
}

/**
 * Serves the built client: the `.br`/`.gz` twins written at build time when the browser accepts them, hashed
 * assets cached for a year, pages revalidated. The build writes its source maps without linking them from the
 * scripts ('hidden'); they are refused unless asked for, and then linked by a `SourceMap` header.
 */
export async function serveClient(app: FastifyInstance, root: string, options: ServeClientOptions = {}): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!options.serveSourceMaps && asksForSourceMap(request))
      return sendResponse(reply, error(404, SOURCE_MAPS_REFUSED));
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
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
}
