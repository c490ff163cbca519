import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli quality for answers compressed as they are sent. 5 keeps a 1,000-job search page (about 600 KB of
 * JSON) near 60 KB in a few milliseconds; the static files are compressed at build time at the highest level.
 */
const BROTLI_QUALITY = 5;

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSED_FROM_BYTES = 1024;

/**
 * Compresses answers (Brotli, then gzip, as the client accepts) from 1 KB up. Register before any route: the
 * plugin attaches itself to the routes declared after it. Request bodies are read as sent (no decompression),
 * as the upstream does.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSED_FROM_BYTES,
    globalDecompression: false,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
