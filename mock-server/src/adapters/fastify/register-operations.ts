import type { FastifyInstance } from 'fastify';
import type { ContractOperation } from '../../contract/load-contract.ts';
import type { MockWorld } from '../../core/world.ts';
import { handlers } from '../../handlers/index.ts';
import { handleRequest } from '../../pipeline/handle-request.ts';
import { handlerFor } from '../../pipeline/handler.ts';
import { routePath } from '../routes.ts';
import { readRequest } from './read-request.ts';
import { sendResponse } from './send-response.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: ContractOperation;
  }
}

/** One route per contract operation; the handler is looked up by operationId. */
export function registerOperations(app: FastifyInstance, world: MockWorld, operations: ContractOperation[]): void {
  for (const operation of operations) {
    const handler = handlerFor(handlers, operation.operationId);
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: routePath(operation.path),
      config: { operation },
      handler: async (request, reply) => sendResponse(reply, await handleRequest(world, operation, handler, await readRequest(request))),
    });
  }
}
