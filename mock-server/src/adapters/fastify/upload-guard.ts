import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { reservedPartName, tooManyParts, unreadableForm, UploadRefused } from '../upload-refusals.ts';

/** After refusing an upload, the rest of it is read and dropped for at most this many bytes … */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;
/** … and at most this long (nginx's lingering_time), then the connection is closed. */
export const LINGER_MAX_MS = 30_000;

const PART_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * What a failure while reading a multipart body means for the client: the upload-size refusal passes through
 * (413), too many parts and unreadable framing become an UploadRefused (400 with its own message).
 */
export function multipartFailure(request: FastifyRequest, cause: unknown): unknown {
  const { code, statusCode } = (cause ?? {}) as { code?: string; statusCode?: number };
  if (code !== undefined && PART_LIMIT_CODES.has(code)) return tooManyParts();
  if (code === 'FST_PROTO_VIOLATION') return reservedPartName();
  if (statusCode === 413 || cause instanceof UploadRefused) return cause;
  return unreadableForm(request.headers['content-type']);
}

/**
 * Closes the connection of a refused upload the way nginx's lingering close does. Closing at once would
 * reset the connection while the client is still sending, and a client that reads only after sending (Node's
 * fetch, most libraries) would see EPIPE instead of the answer. So once the answer is written, the server
 * half-closes, keeps reading the rest of the body and drops it, and closes when the client has finished or
 * after LINGER_MAX_BYTES or LINGER_MAX_MS, whichever comes first. Nothing read is kept.
 */
export function lingerBeforeClosing(request: FastifyRequest): void {
  const socket = request.raw.socket as Socket & { destroySoon?: () => void };
  if (!socket || socket.destroyed) return;
  // Nothing more is read until the answer is written …
  request.raw.unpipe();
  request.raw.pause();
  // … then, where Node would close the connection, the rest is drained first.
  socket.destroySoon = function lingeringClose(this: Socket) {
    const startedAt = this.bytesRead;
    const close = () => this.destroy();
    const deadline = setTimeout(close, LINGER_MAX_MS).unref();
    const meter = setInterval(() => {
      if (this.bytesRead - startedAt > LINGER_MAX_BYTES) close();
    }, 20).unref();
    this.once('close', () => {
      clearTimeout(deadline);
      clearInterval(meter);
    });
    this.once('end', close);
    this.end();
    request.raw.resume();
    this.resume();
  };
}
