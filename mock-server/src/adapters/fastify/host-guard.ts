import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { error } from '../../core/responses.ts';
import { sendResponse } from './send-response.ts';

/** Host names beyond the defaults that requests may name (lower case, without port). */
export interface HostPolicy {
  /** Names the whole server answers to, besides loopback names and IP addresses (MOCK_ALLOW_HOSTS). */
  allowedHosts?: readonly string[];
  /** Names the control API answers to, besides loopback names (MOCK_CONTROL_ALLOW_HOSTS); implies allowedHosts. */
  controlAllowedHosts?: readonly string[];
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const CONTROL_PREFIX = '/__mock/';

/** The host name of a Host header or URL authority ('[::1]:8080' → '[::1]'), lower case. */
export function hostNameOf(authority: string): string {
  const lower = authority.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d*$/, '');
}

const isIpLiteral = (name: string) => isIP(name.replace(/^\[|\]$/g, '')) !== 0;

export const hostRefusal = (host: string) =>
  `Host '${host}' is not served here: name the server by a loopback name or an IP address, or list the name in MOCK_ALLOW_HOSTS.`;
export const controlHostRefusal = (host: string) =>
  `The control API answers only on localhost, 127.0.0.1 or [::1], not on '${host}': list the host in MOCK_CONTROL_ALLOW_HOSTS to reach it from elsewhere on purpose.`;
export const controlOriginRefusal = (origin: string) => `The control API refuses calls made by a page of another origin (${origin}).`;

/**
 * Who may talk to the server.
 * - Every request: a Host that is a loopback name, an IP address or an allowed name. A DNS-rebinding page
 *   (a hostile name made to resolve to 127.0.0.1) always sends its own name, so it gets no answer, while
 *   phones on the local network that open http://192.168.x.y:PORT still do.
 * - The control API (/__mock/): a loopback Host (or one in controlAllowedHosts), and, when a browser sends
 *   an Origin, the page's own origin. A cross-site page can no longer wipe the world with a body-less POST.
 */
export function guardHosts(app: FastifyInstance, policy: HostPolicy = {}): void {
  const controlHosts = new Set([...LOOPBACK_NAMES, ...(policy.controlAllowedHosts ?? [])]);
  const servedHosts = new Set([...controlHosts, ...(policy.allowedHosts ?? [])]);
  // A callback hook (one microtask turn less than an async one on every request): it either answers or calls done.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const refusal = refusalOf(request, servedHosts, controlHosts);
    if (refusal === undefined) done();
    else if (refusal.control) reply.code(403).send({ message: refusal.message });
    else sendResponse(reply, error(403, refusal.message));
  });
}

/** Why a request is refused (a control API refusal answers in its own shape), or undefined when it may pass. */
function refusalOf(request: FastifyRequest, servedHosts: ReadonlySet<string>, controlHosts: ReadonlySet<string>): { control: boolean; message: string } | undefined {
  const host = request.headers.host ?? '';
  const name = hostNameOf(host);
  if (!servedHosts.has(name) && !isIpLiteral(name)) return { control: false, message: hostRefusal(host) };
  if (!(request.routeOptions.url ?? request.url).startsWith(CONTROL_PREFIX)) return undefined;
  if (!controlHosts.has(name)) return { control: true, message: controlHostRefusal(host) };
  const origin = request.headers.origin;
  const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
  if ((origin !== undefined && !isSameOrigin(origin, host)) || crossSite) return { control: true, message: controlOriginRefusal(origin ?? 'cross-site') };
  return undefined;
}

/** The Origin names the very authority the request was sent to ('null' and malformed origins never do). */
function isSameOrigin(origin: string, host: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}
