import type { FastifyInstance, FastifyReply } from 'fastify';
import { control, type ControlResult } from '../../control/control-api.ts';
import { MAX_SNAPSHOT_BYTES } from '../../control/snapshot/snapshot.ts';
import type { MockWorld } from '../../core/world.ts';
import { guardControl, type HostPolicy } from './host-guard.ts';

const send = (reply: FastifyReply, result: ControlResult) => reply.code(result.status).send(result.body);

/** The control API under /__mock/ (described in openapi/mock-control.yaml), in a context of its own with its guard. */
export async function registerControl(
  app: FastifyInstance,
  world: MockWorld,
  knownOperation: (id: string) => boolean,
  hosts?: HostPolicy,
): Promise<void> {
  await app.register(async (control) => {
    guardControl(control, hosts);
    controlRoutes(control, world, knownOperation);
  });
}

function controlRoutes(app: FastifyInstance, world: MockWorld, knownOperation: (id: string) => boolean): void {
  const q = (query: unknown) => query as { mobileNumber?: string; emailId?: string };
  app.post('/__mock/reset', async (_req, reply) => send(reply, control.reset(world)));
  app.get('/__mock/demo', async (_req, reply) => send(reply, control.demo(world)));
  app.get('/__mock/otp', async (req, reply) => send(reply, control.lastOtp(world, q(req.query))));
  app.post('/__mock/otp/mode', async (req, reply) => send(reply, control.setOtpMode(world, req.body)));
  app.get('/__mock/clock', async (_req, reply) => send(reply, control.clock(world)));
  app.post('/__mock/clock', async (req, reply) => send(reply, control.advanceClock(world, req.body)));
  app.post('/__mock/tokens/expire', async (_req, reply) => send(reply, control.expireTokens(world)));
  app.get('/__mock/faults', async (_req, reply) => send(reply, control.faults(world)));
  app.post('/__mock/faults', async (req, reply) => send(reply, control.addFault(world, req.body)));
  app.delete('/__mock/faults', async (_req, reply) => send(reply, control.clearFaults(world)));
  app.get('/__mock/requests', async (_req, reply) => send(reply, control.requests(world)));
  app.delete('/__mock/requests', async (_req, reply) => send(reply, control.clearRequests(world)));
  app.get('/__mock/drift', async (_req, reply) => send(reply, control.drift(world)));
  app.post('/__mock/drift', async (req, reply) => send(reply, control.setDrift(world, req.body, knownOperation)));
  app.delete('/__mock/drift', async (_req, reply) => send(reply, control.clearDrift(world)));
  app.get('/__mock/violations', async (_req, reply) => send(reply, control.violations(world)));
  app.get('/__mock/health', async (_req, reply) => send(reply, control.health(world)));
  app.get('/__mock/usage', async (_req, reply) => send(reply, control.usage(world)));
  app.get('/__mock/scenario', async (_req, reply) => send(reply, control.scenario(world)));
  app.post('/__mock/scenario', async (req, reply) => send(reply, control.setScenario(world, req.body)));
  app.get('/__mock/snapshot', async (_req, reply) => send(reply, control.snapshot(world)));
  app.put('/__mock/snapshot', { bodyLimit: MAX_SNAPSHOT_BYTES }, async (req, reply) =>
    send(reply, control.restoreSnapshot(world, req.body, knownOperation)),
  );
}
