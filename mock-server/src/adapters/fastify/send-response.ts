import type { FastifyReply } from 'fastify';
import { isReusable, releaseJsonBytes } from '../../core/json-bytes.ts';
import type { MockResponse } from '../../core/types.ts';
import { COMPRESSED_FROM_BYTES } from './compression.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Sends an answer through Fastify: its answer hooks add the security headers and compress what is worth it. */
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
    return reply.type(response.contentType ?? JSON_TYPE).send(asBuffer(bytes));
  }
  if (response.body === undefined) return reply.send();
  if (Buffer.isBuffer(response.body))
    return reply.type(response.contentType ?? 'application/octet-stream').send(response.body);
  if (response.contentType?.startsWith('text/')) return reply.type(response.contentType).send(String(response.body));
  return reply.type(response.contentType ?? JSON_TYPE).send(JSON.stringify(response.body));
}

/** The bytes of a plain JSON answer (no headers of its own), or undefined for any other answer. */
function plainJsonBytes(response: MockResponse): Buffer | undefined {
  if (response.headers !== undefined || (response.contentType !== undefined && !response.contentType.includes('json')))
    return undefined;
  if (response.jsonBytes !== undefined) return asBuffer(response.jsonBytes);
  if (response.body === undefined || Buffer.isBuffer(response.body)) return undefined;
  return Buffer.from(JSON.stringify(response.body));
}

/**
 * Answers an operation's call. A plain JSON answer that goes out uncompressed (smaller than the compression
 * threshold, or to a client that accepts no encoding: the answer hooks would change nothing but its headers) is
 * written to the socket directly with the headers those hooks give a JSON answer: Fastify's answer path and
 * hooks cost a simple call about a seventh of its requests per second. Any other answer takes sendResponse (a JSON
 * body already written out goes as those bytes).
 */
export function answerCall(reply: FastifyReply, response: MockResponse): void {
  const body = plainJsonBytes(response);
  if (body === undefined) {
    sendResponse(reply, response);
    return;
  }
  if (body.byteLength >= COMPRESSED_FROM_BYTES && reply.request.headers['accept-encoding'] !== undefined) {
    sendResponse(reply, { ...response, jsonBytes: body });
    return;
  }
  reply.hijack();
  reply.raw.writeHead(response.status, [
    ...reply.server.dataHeaderList,
    'content-type',
    response.contentType ?? JSON_TYPE,
    'content-length',
    String(body.byteLength),
  ]);
  const bytes = response.jsonBytes;
  reply.raw.end(body, bytes !== undefined && isReusable(bytes) ? () => releaseJsonBytes(bytes) : undefined);
}
