import { request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { RESUME_FILE } from '#contract/rules.ts';

const MB = 1024 * 1024;
let app: FastifyInstance;
let port: number;
let token: string;
const sockets: Socket[] = [];
/** Bytes the server has read from its connections (the upload must not be read in full). */
const bytesRead = () => sockets.reduce((sum, socket) => sum + socket.bytesRead, 0);
/**
 * Bytes the refused request's own connection had read when the server answered (what follows is drained and
 * dropped, never kept). Its own: an earlier refused upload's connection is still draining meanwhile.
 */
let readAtRefusal = 0;

beforeAll(async () => {
  app = await buildApp({ worldOptions: { jobCount: 200 } });
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 413) readAtRefusal = reply.request.raw.socket.bytesRead;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  app.server.on('connection', (socket: Socket) => sockets.push(socket));
  port = (app.server.address() as AddressInfo).port;
  token = (
    (await (await fetch(`http://127.0.0.1:${port}/api/auth/fetchProgrammaticUserToken`)).json()) as { token: string }
  ).token;
});
afterAll(() => app.close());

/** Streams a multipart upload of `size` bytes and resolves with the status, however far the upload got. */
function upload(size: number, declareLength: boolean): Promise<{ status: number; body: string; sent: number }> {
  const boundary = 'bigUploadBoundary';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="candidateId"\r\n\r\n100234\r\n--${boundary}\r\ncontent-disposition: form-data; name="resume"; filename="100234_Resume.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(256 * 1024, 0x25);
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${PRODUCT_JOBS}/updateCandidateResume`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(declareLength
            ? { 'content-length': String(head.length + size + tail.length) }
            : { 'transfer-encoding': 'chunked' }),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body, sent });
          req.destroy();
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    req.write(head);
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

describe('a 50 MB upload', () => {
  it('is refused with 413 from its declared length, before the body is read', async () => {
    const before = bytesRead();
    const result = await upload(50 * MB, true);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ success: false, message: RESUME_FILE.messages.tooLarge });
    expect(bytesRead() - before).toBeLessThan(6 * MB);
  });

  it('is refused with 413 when streamed without a length, as soon as the 5 MB limit is passed', async () => {
    const result = await upload(50 * MB, false);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ success: false, message: RESUME_FILE.messages.tooLarge });
    expect(readAtRefusal).toBeGreaterThan(5 * MB);
    expect(readAtRefusal).toBeLessThan(8 * MB);
  });

  it('leaves the server answering', async () => {
    const health = await fetch(`http://127.0.0.1:${port}/__mock/health`);
    expect(health.status).toBe(200);
  });
});
