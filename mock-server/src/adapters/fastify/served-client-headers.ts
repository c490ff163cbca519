import type { FastifyInstance } from 'fastify';

export interface ServedClientHeaderOptions {
  /**
   * Origins the page may call besides its own (the API or lookup services a build was pointed at with
   * VITE_…_BASE_URL). Locally the client calls only the origin that served it.
   */
  connectSources?: readonly string[];
  /** The replica name every answer carries in X-Mock-Replica (which process served it, behind a balancer). */
  replica?: string;
}

export const REPLICA_HEADER = 'x-mock-replica';

declare module 'fastify' {
  interface FastifyInstance {
    /** A JSON answer's headers as the flat name-value list the socket writer takes (send-response.ts). */
    dataHeaderList: readonly string[];
  }
}

/**
 * The policy of the served page. Everything the built client loads is a file of its own origin: one module
 * script, stylesheets, an SVG icon, its own API calls. So only 'self' is allowed, and nothing inline:
 * - `style-src 'self'` without 'unsafe-inline': the build emits stylesheets only, and React writes `style`
 *   props through the CSSOM, which a policy does not govern.
 * - `object-src blob:` and `frame-src blob:`: the profile screen previews the PDF a candidate has just picked
 *   in an `<embed>` of a `blob:` URL the page made itself (Chromium shows it in a frame); nothing else is
 *   embedded or framed.
 * - `worker-src 'self'`, `manifest-src 'self'`: the app's service worker (`/sw.js`) and web app manifest
 *   (`/manifest.webmanifest`) are files of the same origin; no other worker may start.
 * - `base-uri 'none'`, `form-action 'self'`, `frame-ancestors 'none'`: no injected `<base>`, no form posting
 *   elsewhere, no framing (clickjacking).
 */
export function documentPolicy(connectSources: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    'object-src blob:',
    'frame-src blob:',
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON answers are data, never a document: if one is opened as a page, it may load and run nothing. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers every answer carries: no type guessing, no referrer beyond the origin, no framing, no sensors. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  // The location flow asks for the position; nothing else is used.
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
};

/** Everything a JSON answer carries: the common headers and the data policy (also for answers no hook sees). */
export const DATA_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'content-security-policy': DATA_POLICY,
};

/** Everything a JSON answer of this server carries: DATA_ANSWER_HEADERS and, when named, the replica. */
export const dataAnswerHeaders = (replica?: string): Readonly<Record<string, string>> =>
  replica === undefined ? DATA_ANSWER_HEADERS : { ...DATA_ANSWER_HEADERS, [REPLICA_HEADER]: replica };

/** Sets the served client's security headers (and the replica) on every answer (pages, assets, API and control answers, errors). */
export function addServedClientHeaders(app: FastifyInstance, options: ServedClientHeaderOptions = {}): void {
  const own = options.replica === undefined ? {} : { [REPLICA_HEADER]: options.replica };
  const pageHeaders = Object.entries({
    ...COMMON_HEADERS,
    'content-security-policy': documentPolicy(options.connectSources),
    ...own,
  });
  const dataHeaders = Object.entries(dataAnswerHeaders(options.replica));
  const commonHeaders = Object.entries({ ...COMMON_HEADERS, ...own });
  app.decorate('dataHeaderList', dataHeaders.flat());
  // A callback hook: it runs on every answer, and an async one costs a microtask turn more.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const headers = type.includes('json') ? dataHeaders : type.startsWith('text/html') ? pageHeaders : commonHeaders;
    // An answer that set one of them itself (a download's own nosniff, say) keeps its own.
    for (const [name, value] of headers) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
