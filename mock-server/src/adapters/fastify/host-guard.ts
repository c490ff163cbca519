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
export const controlOriginRefusal = (origin: string) =>
  `The control API refuses calls made by a page of another origin (${origin}).`;

/** How many Host values the guard remembers its verdict for (a server is named a handful of ways). */
const REMEMBERED_HOSTS = 64;

/**
 * Who may talk to the server: every request needs a Host that is a loopback name, an IP address or an allowed
 * name. A DNS-rebinding page (a hostile name made to resolve to 127.0.0.1) always sends its own name, so it gets
 * no answer, while phones on the local network that open http://192.168.x.y:PORT still do. The verdict for a
 * Host value is remembered: the same few values arrive on every call.
 */
export function guardHosts(app: FastifyInstance, policy: HostPolicy = {}): void {
  const servedHosts = new Set([
    ...LOOPBACK_NAMES,
    ...(policy.controlAllowedHosts ?? []),
    ...(policy.allowedHosts ?? []),
  ]);
  const verdicts = new Map<string, boolean>();
  const isServed = (host: string): boolean => {
    let served = verdicts.get(host);
    if (served === undefined) {
      const name = hostNameOf(host);
      served = servedHosts.has(name) || isIpLiteral(name);
      if (verdicts.size >= REMEMBERED_HOSTS) verdicts.clear();
      verdicts.set(host, served);
    }
    return served;
  };
  // A callback hook (one microtask turn less than an async one on every request): it either answers or calls done.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const host = request.headers.host ?? '';
    if (isServed(host)) done();
    else sendResponse(reply, error(403, hostRefusal(host)));
  });
}

/**
 * Who may use the control API (/__mock/), checked in the control routes' own context, after guardHosts: a
 * loopback Host (or one in controlAllowedHosts), and, when a browser sends an Origin, the page's own origin. A
 * cross-site page can no longer wipe the world with a body-less POST.
 */
export function guardControl(control: FastifyInstance, policy: HostPolicy = {}): void {
  const controlHosts = new Set([...LOOPBACK_NAMES, ...(policy.controlAllowedHosts ?? [])]);
  control.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const refusal = controlRefusal(request, controlHosts);
    if (refusal === undefined) done();
    else reply.code(403).send({ message: refusal });
  });
}

/** Why a control call is refused, or undefined when it may pass. */
function controlRefusal(request: FastifyRequest, controlHosts: ReadonlySet<string>): string | undefined {
  const host = request.headers.host ?? '';
  if (!controlHosts.has(hostNameOf(host))) return controlHostRefusal(host);
  const origin = request.headers.origin;
  const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
  if ((origin !== undefined && !isSameOrigin(origin, host)) || crossSite)
    return controlOriginRefusal(origin ?? 'cross-site');
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
