import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ControlResult } from '../../control/control-api.ts';
import type { WorldRegistry } from '../../sessions/world-registry.ts';
import { CONTROL_ROUTES, type ControlRoute } from '../control-routes.ts';
import { guardControl, type HostPolicy } from './host-guard.ts';

function send(reply: FastifyReply, result: ControlResult): FastifyReply {
  if (result.headers) reply.headers(result.headers);
  return reply.code(result.status).send(result.body);
}

/** One control call: in the caller's session's world (its header or cookie), or about the sessions themselves. */
function run(route: ControlRoute, worlds: WorldRegistry, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const call = {
    worlds,
    query: request.query as Record<string, string | undefined>,
    params: request.params as Record<string, string>,
    body: request.body,
  };
  if (route.scope === 'registry') return send(reply, route.run({ ...call, world: worlds.defaultWorld }));
  const resolved = worlds.forCall(request.headers['x-mock-session'], request.headers.cookie);
  if ('refusal' in resolved) return reply.code(resolved.refusal.status).send(resolved.refusal.body);
  return send(reply, route.run({ ...call, world: resolved.world }));
}

/** The control API under /__mock/ (openapi/mock-control.yaml, control-routes.ts), in a context of its own with its guard. */
export async function registerControl(app: FastifyInstance, worlds: WorldRegistry, hosts?: HostPolicy): Promise<void> {
  await app.register(async (control) => {
    guardControl(control, hosts);
    for (const route of CONTROL_ROUTES) {
      control.route({
        method: route.method.toUpperCase() as 'GET',
        url: route.path,
        ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
        handler: async (request, reply) => run(route, worlds, request, reply),
      });
    }
  });
}
