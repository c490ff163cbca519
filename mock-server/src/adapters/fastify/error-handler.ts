import type { FastifyError, FastifyInstance } from 'fastify';

const TOO_LARGE_UPLOAD = 'File size must be less than 5MB.';

/**
 * Framework-level rejections (bad JSON, unknown media types, oversized bodies) answer in the
 * contract's error shape and with a status the operation documents; 5xx details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const operation = request.routeOptions.config.operation;
    if (status === 413) {
      const documented = operation?.responses['413'] !== undefined;
      // Closing the connection stops the rest of an oversized upload from being read at all.
      reply.header('connection', 'close');
      return reply
        .code(documented ? 413 : 400)
        .send({ success: false, status: false, message: documented ? TOO_LARGE_UPLOAD : 'Request body is too large' });
    }
    if (status >= 400 && status < 500) {
      const message = status === 415 ? `Unsupported Content-Type: ${request.headers['content-type'] ?? 'none'}` : error.message;
      return reply.code(400).send({ success: false, status: false, message });
    }
    request.log.error(error);
    return reply.code(500).send({ success: false, status: false, message: 'Internal error' });
  });
}
