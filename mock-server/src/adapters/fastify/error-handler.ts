import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { error } from '../../core/responses.ts';
import { uploadTooLarge } from '../routes.ts';
import { UploadRefused } from '../upload-refusals.ts';
import { sendResponse } from './send-response.ts';
import { lingerBeforeClosing } from './upload-guard.ts';

/** Refuses an upload with `response`; the rest of the body is drained and dropped before the connection closes. */
function refuseWith(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Parameters<typeof sendResponse>[1],
): FastifyReply {
  reply.header('connection', 'close');
  lingerBeforeClosing(request);
  return sendResponse(reply, response);
}

/** Refuses an oversized upload with the documented 413 (or 400 where the operation documents none). */
export function refuseUpload(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return refuseWith(request, reply, uploadTooLarge(request.routeOptions.config.operation));
}

/**
 * Framework-level rejections (bad JSON, unknown media types, oversized bodies, unreadable forms) answer in
 * the contract's error shape and with a status the operation documents; 5xx details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((cause: FastifyError, request, reply) => {
    if (cause instanceof UploadRefused) return refuseWith(request, reply, cause.response);
    const status = cause.statusCode ?? 500;
    if (status === 413) return refuseUpload(request, reply);
    if (status >= 400 && status < 500) {
      const message =
        status === 415 ? `Unsupported Content-Type: ${request.headers['content-type'] ?? 'none'}` : cause.message;
      return sendResponse(reply, error(400, message));
    }
    request.log.error(cause);
    return sendResponse(reply, error(500, 'Internal error'));
  });
}
