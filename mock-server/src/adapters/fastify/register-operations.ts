import type { FastifyInstance } from 'fastify';
import type { ContractOperation } from '../../contract/load-contract.ts';
import type { MockWorld } from '../../core/world.ts';
import type { HandlerMap } from '../../pipeline/handler.ts';
import { handleRequest } from '../../pipeline/handle-request.ts';
import { readRequest } from './read-request.ts';
import { sendResponse } from './send-response.ts';

export const toFastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: ContractOperation;
  }
}

/** One route per contract operation; the handler is looked up by operationId. */
export function registerOperations(app: FastifyInstance, world: MockWorld, operations: ContractOperation[], handlers: HandlerMap): void {
  for (const operation of operations) {
    const handler = handlers[operation.operationId];
    if (!handler) throw new Error(`No handler for operation ${operation.operationId}`);
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: toFastifyPath(operation.path),
      config: { operation },
      handler: async (request, reply) => sendResponse(reply, await handleRequest(world, operation, handler, await readRequest(request))),
    });
  }
}
