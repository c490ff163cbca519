import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ContractOperation } from '../../contract/load-contract.ts';
import type { RawRequest } from '../../contract/raw-request.ts';
import { handlers } from '../../handlers/index.ts';
import { handleRequest } from '../../pipeline/handle-request.ts';
import type { WorldRegistry } from '../../sessions/world-registry.ts';
import { handlerFor } from '../../pipeline/handler.ts';
import { routePath, UPLOAD_MAX_BYTES } from '../routes.ts';
import { MULTIPART_LIMITS } from '../upload-refusals.ts';
import { refuseUpload } from './error-handler.ts';
import { readFormRequest, readRequest } from './read-request.ts';
import { answerCall } from './send-response.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: ContractOperation;
  }
}

/** Multipart framing on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const takesForm = (operation: ContractOperation) => operation.requestBody?.content['multipart/form-data'] !== undefined;

function route(
  app: FastifyInstance,
  worlds: WorldRegistry,
  operation: ContractOperation,
  read: (request: FastifyRequest) => RawRequest | Promise<RawRequest>,
): void {
  const handler = handlerFor(handlers, operation.operationId);
  // Nothing is returned once the answer is sent: a reply is itself a thenable, and handing it back to Fastify
  // would have it wait for the answer to finish writing, on every call.
  const answer = (reply: FastifyReply, raw: RawRequest): Promise<void> | undefined => {
    const resolved = worlds.forCall(raw.headers['x-mock-session'], raw.headers.cookie);
    if ('refusal' in resolved) {
      answerCall(reply, resolved.refusal);
      return undefined;
    }
    const response = handleRequest(resolved.world, operation, handler, raw);
    if (response instanceof Promise) return response.then((settled) => answerCall(reply, settled));
    answerCall(reply, response);
    return undefined;
  };
  app.route({
    method: operation.method.toUpperCase() as 'GET',
    url: routePath(operation.path),
    config: { operation },
    // Not async: most calls are answered in the same turn, and a promise is returned only when one is awaited
    // (a form being read, a handler or an injected delay), so its rejection reaches the error handler.
    handler: (request, reply) => {
      const raw = read(request);
      return raw instanceof Promise ? raw.then((received) => answer(reply, received)) : answer(reply, raw);
    },
  });
}

/**
 * One route per contract operation; the handler is looked up by operationId. The operations that take a
 * multipart form are registered in a context of their own with the form reader and the upload-size check, so
 * their hooks run on uploads only; any other call's body is read as JSON or text and checked against its
 * operation (which names the media types it accepts).
 */
export async function registerOperations(
  app: FastifyInstance,
  worlds: WorldRegistry,
  operations: ContractOperation[],
): Promise<void> {
  for (const operation of operations.filter((o) => !takesForm(o))) route(app, worlds, operation, readRequest);
  await app.register(async (forms) => {
    await forms.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, ...MULTIPART_LIMITS, fieldSize: 64 * 1024 },
      throwFileSizeLimit: true,
    });
    // Refuse an oversized upload from its declared length, before a byte of it is read.
    forms.addHook('onRequest', (request, reply, done) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (
        request.headers['content-type']?.startsWith('multipart/') &&
        length > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
      ) {
        refuseUpload(request, reply);
        return;
      }
      done();
    });
    for (const operation of operations.filter(takesForm)) route(forms, worlds, operation, readFormRequest);
  });
}
