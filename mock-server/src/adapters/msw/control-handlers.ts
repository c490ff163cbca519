import { http, HttpResponse, type HttpHandler } from 'msw';
import { loadOperations } from '../../contract/load-contract.ts';
import { control, type ControlResult } from '../../control/control-api.ts';
import { MAX_SNAPSHOT_BYTES } from '../../control/snapshot/snapshot.ts';
import { error } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';

type Method = 'get' | 'post' | 'put' | 'delete';
interface ControlCall {
  query: Record<string, string>;
  body: unknown;
}

/** Every route of the control API (openapi/mock-control.yaml), as the Fastify adapter registers them. */
function controlRoutes(world: MockWorld): Array<[Method, string, (call: ControlCall) => ControlResult]> {
  const known = new Set(loadOperations().map((operation) => operation.operationId));
  return [
    ['post', '/__mock/reset', () => control.reset(world)],
    ['get', '/__mock/demo', () => control.demo(world)],
    ['get', '/__mock/otp', ({ query }) => control.lastOtp(world, query)],
    ['post', '/__mock/otp/mode', ({ body }) => control.setOtpMode(world, body)],
    ['get', '/__mock/clock', () => control.clock(world)],
    ['post', '/__mock/clock', ({ body }) => control.advanceClock(world, body)],
    ['post', '/__mock/tokens/expire', () => control.expireTokens(world)],
    ['get', '/__mock/faults', () => control.faults(world)],
    ['post', '/__mock/faults', ({ body }) => control.addFault(world, body)],
    ['delete', '/__mock/faults', () => control.clearFaults(world)],
    ['get', '/__mock/requests', () => control.requests(world)],
    ['delete', '/__mock/requests', () => control.clearRequests(world)],
    ['get', '/__mock/drift', () => control.drift(world)],
    ['post', '/__mock/drift', ({ body }) => control.setDrift(world, body, (id) => known.has(id))],
    ['delete', '/__mock/drift', () => control.clearDrift(world)],
    ['get', '/__mock/violations', () => control.violations(world)],
    ['get', '/__mock/health', () => control.health(world)],
    ['get', '/__mock/usage', () => control.usage(world)],
    ['get', '/__mock/scenario', () => control.scenario(world)],
    ['post', '/__mock/scenario', ({ body }) => control.setScenario(world, body)],
    ['get', '/__mock/snapshot', () => control.snapshot(world)],
    ['put', '/__mock/snapshot', ({ body }) => control.restoreSnapshot(world, body, (id) => known.has(id))],
  ];
}

const TOO_LARGE = Symbol('too large');

/**
 * A JSON body, or undefined when there is none or it is not JSON (the control API then names what it needs);
 * TOO_LARGE beyond the largest body the Fastify server reads (a snapshot's bound), as it answers then.
 */
async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_SNAPSHOT_BYTES) return TOO_LARGE;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The control API under /__mock/, served through MSW: a page with no server arranges and inspects its own world. */
export function createControlHandlers(world: MockWorld, options: { baseUrl?: string } = {}): HttpHandler[] {
  const origin = options.baseUrl ?? '*';
  return controlRoutes(world).map(([method, path, run]) =>
    http[method](`${origin}${path}`, async ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const body = await readJson(request);
      const result = body === TOO_LARGE ? error(400, 'Request body is too large') : run({ query, body });
      return new HttpResponse(JSON.stringify(result.body), {
        status: result.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

/** The control routes the MSW adapter answers, as 'METHOD /path' (tests compare them with the Fastify adapter's). */
export const controlRouteNames = (world: MockWorld): string[] =>
  controlRoutes(world).map(([method, path]) => `${method.toUpperCase()} ${path}`);
