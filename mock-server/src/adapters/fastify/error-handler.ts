import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { error } from '../../core/responses.ts';
import { uploadTooLarge } from '../routes.ts';
import { sendResponse } from './send-response.ts';

/** Refuses an oversized upload; closing the connection stops the rest of it from being read at all. */
export function refuseUpload(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.header('connection', 'close');
  return sendResponse(reply, uploadTooLarge(request.routeOptions.config.operation));
}

/**
 * Framework-level rejections (bad JSON, unknown media types, oversized bodies) answer in the
 * contract's error shape and with a status the operation documents; 5xx details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((cause: FastifyError, request, reply) => {
    const status = cause.statusCode ?? 500;
    if (status === 413) return refuseUpload(request, reply);
    if (status >= 400 && status < 500) {
      const message = status === 415 ? `Unsupported Content-Type: ${request.headers['content-type'] ?? 'none'}` : cause.message;
      return sendResponse(reply, error(400, message));
    }
    request.log.error(cause);
    return sendResponse(reply, error(500, 'Internal error'));
  });
}
