import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { error } from '../../core/responses.ts';
import { clientBuilds } from './client-builds.ts';
import { sendResponse } from './send-response.ts';
import { COMMON_HEADERS } from './served-client-headers.ts';

export interface ConsolePageOptions {
  /** The console's build (dist/console, `npm run build:console`); it may be swapped for a new build while served. */
  dir: string;
  /** True while a build of it is on its way. */
  building?: () => boolean;
  /** Called when the page is asked for: the scripts start a build then, if the console is missing or out of date. */
  prepare?: () => void;
  /** Serve its source maps too (SERVE_SOURCEMAPS=1). */
  serveSourceMaps?: boolean;
}

export const CONSOLE_PATH = '/__mock/console/';
export const CONSOLE_NOT_BUILT =
  'The developer console is not built here: in a checkout, npm run build:console builds it (npm start, npm run mock and npm run dev build it when it is missing or out of date); the container image carries none.';
export const CONSOLE_BUILDING =
  'The developer console is being built (a few seconds): load this page again in a moment.';

/** The page a browser gets while the console is being built: it loads itself again every two seconds. */
const BUILDING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Mock console</title></head><body><p>${CONSOLE_BUILDING}</p></body></html>`;

/**
 * The console page's policy: everything it loads is a file of its own under /__mock/console/, it talks only to its
 * own origin (the control API and its stream), nothing inline, never framed.
 */
export const CONSOLE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** A file name directly under assets/: no folder, no way up. */
const ASSET = /^[A-Za-z0-9._-]+$/;

/**
 * The developer console at /__mock/console/ (registered in the control API's context, so under its Host and Origin
 * guard): its page and its hashed assets, from whichever build the folder names when the request arrives.
 */
export function serveConsolePage(control: FastifyInstance, options: ConsolePageOptions | undefined): void {
  const builds = options ? clientBuilds(options.dir) : undefined;
  const send = async (reply: FastifyReply, file: string, cache: string) => {
    if (!builds) return sendResponse(reply, error(404, CONSOLE_NOT_BUILT));
    let bytes: Buffer;
    try {
      bytes = await readFile(join(builds.current(), file));
    } catch {
      if (options?.building?.()) {
        reply.code(503).header('retry-after', '2');
        if (file === 'index.html') return reply.type('text/html; charset=utf-8').send(BUILDING_PAGE);
        return sendResponse(reply, error(503, CONSOLE_BUILDING));
      }
      return sendResponse(reply, error(404, file === 'index.html' ? CONSOLE_NOT_BUILT : `No console file ${file}`));
    }
    reply.headers({ ...COMMON_HEADERS, 'content-security-policy': CONSOLE_POLICY, 'cache-control': cache });
    return reply.type(TYPES[extname(file)] ?? 'application/octet-stream').send(bytes);
  };
  control.get('/__mock/console', (_request, reply) => reply.redirect(CONSOLE_PATH, 301));
  control.get(CONSOLE_PATH, (_request, reply) => {
    options?.prepare?.();
    return send(reply, 'index.html', 'no-cache');
  });
  control.get('/__mock/console/assets/:file', (request, reply) => {
    const { file } = request.params as { file: string };
    if (!ASSET.test(file) || (file.endsWith('.map') && !options?.serveSourceMaps))
      return sendResponse(reply, error(404, `No console file ${file.slice(0, 80)}`));
    return send(reply, join('assets', file), 'public, max-age=31536000, immutable');
  });
}
