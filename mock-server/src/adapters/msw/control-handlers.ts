import { http, HttpResponse, type HttpHandler } from 'msw';
import { MAX_SNAPSHOT_BYTES } from '../../control/snapshot/snapshot.ts';
import { error } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';
import { asRegistry, type WorldRegistry } from '../../sessions/world-registry.ts';
import { CONTROL_ROUTES, type ControlRoute } from '../control-routes.ts';

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

function answer(result: { status: number; body?: unknown; headers?: Record<string, string> }): Response {
  return new HttpResponse(JSON.stringify(result.body), {
    status: result.status,
    headers: { 'content-type': 'application/json', ...result.headers },
  });
}

async function run(route: ControlRoute, worlds: WorldRegistry, request: Request, params: Record<string, string>) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const body = await readJson(request);
  if (body === TOO_LARGE) return answer(error(400, 'Request body is too large'));
  const call = { worlds, query, params, body, world: worlds.defaultWorld };
  if (route.scope === 'registry') return answer(route.run(call));
  const resolved = worlds.forCall(
    request.headers.get('x-mock-session') ?? undefined,
    request.headers.get('cookie') ?? undefined,
  );
  if ('refusal' in resolved) return answer(resolved.refusal);
  return answer(route.run({ ...call, world: resolved.world }));
}

/** The control API under /__mock/ (control-routes.ts), served through MSW: a page with no server arranges and inspects its own worlds. */
export function createControlHandlers(
  worlds: WorldRegistry | MockWorld,
  options: { baseUrl?: string } = {},
): HttpHandler[] {
  const registry = asRegistry(worlds);
  const origin = options.baseUrl ?? '*';
  return CONTROL_ROUTES.map((route) =>
    http[route.method](`${origin}${route.path}`, ({ request, params }) =>
      run(route, registry, request, params as Record<string, string>),
    ),
  );
}
