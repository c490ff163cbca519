import type { FastifyReply } from 'fastify';
import type { MockResponse } from '../../core/types.ts';

export function sendResponse(reply: FastifyReply, response: MockResponse): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of Object.entries(response.headers ?? {})) reply.header(name, value);
  if (response.body === undefined) return reply.send();
  if (Buffer.isBuffer(response.body)) return reply.type(response.contentType ?? 'application/octet-stream').send(response.body);
  if (response.contentType?.startsWith('text/')) return reply.type(response.contentType).send(String(response.body));
  return reply.type(response.contentType ?? 'application/json; charset=utf-8').send(JSON.stringify(response.body));
}
