import type { FastifyReply } from 'fastify';
import { isReusable, releaseJsonBytes } from '../../core/json-bytes.ts';
import type { MockResponse } from '../../core/types.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export function sendResponse(reply: FastifyReply, response: MockResponse): FastifyReply {
  reply.code(response.status);
  if (response.headers !== undefined) {
    for (const name of Object.keys(response.headers)) reply.header(name, response.headers[name]);
  }
  // An answer written ahead (see serialisedJson) goes out as it is, without reading `body`.
  const bytes = response.jsonBytes;
  if (bytes !== undefined) {
    // Once the answer is written out nothing reads these bytes again: their memory serves the next large answer.
    if (isReusable(bytes)) reply.raw.once('finish', () => releaseJsonBytes(bytes));
    return reply.type(response.contentType ?? JSON_TYPE).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  if (response.body === undefined) return reply.send();
  if (Buffer.isBuffer(response.body)) return reply.type(response.contentType ?? 'application/octet-stream').send(response.body);
  if (response.contentType?.startsWith('text/')) return reply.type(response.contentType).send(String(response.body));
  return reply.type(response.contentType ?? JSON_TYPE).send(JSON.stringify(response.body));
}
