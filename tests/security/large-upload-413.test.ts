import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { RESUME_FILE } from '#contract/rules.ts';
import { DEMO_CANDIDATE_ID } from '#mock/core/identities.ts';
import { LINGER_MAX_BYTES } from '#mock/adapters/fastify/upload-guard.ts';
import { startChildServer, type ChildServer } from '../../scripts/bench/soak/memory-server.ts';

// Node's fetch writes the whole body before it reads the answer. A server that refuses an oversized upload and
// closes at once resets the connection under it (EPIPE), so the documented 413 is never seen. The mock runs in
// its own process here, on a real loopback socket, as `npm run mock` does.

const MB = 1024 * 1024;
/** What the server may hold, after the uploads, above what it held before them (resident memory). */
const RSS_GROWTH_BOUND = 32 * MB;

let server: ChildServer;
let token: string;
beforeAll(async () => {
  server = await startChildServer();
  token = ((await (await fetch(`${server.origin}/api/auth/fetchProgrammaticUserToken`)).json()) as { token: string })
    .token;
});
afterAll(() => server.stop());

const URL_PATH = `${PRODUCT_JOBS}/updateCandidateResume`;
const BOUNDARY = 'largeUploadBoundary';
const HEAD = Buffer.from(
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="candidateId"\r\n\r\n${DEMO_CANDIDATE_ID}\r\n` +
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="resume"; filename="cv.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\n`,
);
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A form holding a resume of `size` bytes, as the browser's FormData sends it (with its length). */
function formOf(size: number): FormData {
  const form = new FormData();
  form.append('candidateId', String(DEMO_CANDIDATE_ID));
  form.append(
    'resume',
    new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x25)])], { type: 'application/pdf' }),
    'cv.pdf',
  );
  return form;
}

/** The same form streamed without a length (chunked); `pulled` counts the bytes the client handed to the socket. */
function streamOf(size: number) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(256 * 1024).fill(0x25);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(HEAD);
    },
    pull(controller) {
      if (counter.pulled >= size) {
        controller.enqueue(TAIL);
        controller.close();
        return;
      }
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, counter };
}

const post = (body: BodyInit) =>
  fetch(`${server.origin}${URL_PATH}`, { method: 'POST', body, headers: { authorization: `Bearer ${token}` } });

const postStream = (body: ReadableStream<Uint8Array>) =>
  fetch(`${server.origin}${URL_PATH}`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  } as RequestInit);

const TOO_LARGE = { success: false, status: false, message: RESUME_FILE.messages.tooLarge };

describe('an oversized resume sent with Node’s fetch', () => {
  it.each([6, 50])('gets the documented 413 with its message for %i MB with a declared length', async (megabytes) => {
    const response = await post(formOf(megabytes * MB));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  it.each([6, 50])(
    'gets the documented 413 with its message for %i MB streamed without a length',
    async (megabytes) => {
      const { body } = streamOf(megabytes * MB);
      const response = await postStream(body);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(TOO_LARGE);
    },
  );

  it(`is read and dropped for at most ${LINGER_MAX_BYTES / MB} MB: a longer upload is cut off`, async () => {
    const { body, counter } = streamOf(8 * LINGER_MAX_BYTES);
    const outcome = await postStream(body).then(
      async (response) => `answered ${response.status}`,
      (failure: unknown) => `cut off (${String((failure as { cause?: { code?: string } }).cause?.code ?? failure)})`,
    );
    expect(outcome).toMatch(/^(answered 413|cut off)/);
    expect(counter.pulled).toBeLessThan(2 * LINGER_MAX_BYTES);
  });

  it(`leaves the server answering, within ${RSS_GROWTH_BOUND / MB} MB of the memory it held before`, async () => {
    const before = await server.memory();
    for (let round = 0; round < 3; round += 1) {
      expect((await post(formOf(50 * MB))).status).toBe(413);
      expect((await postStream(streamOf(50 * MB).body)).status).toBe(413);
    }
    const after = await server.memory();
    console.info(
      `large uploads: server RSS ${(before.rss / MB).toFixed(1)} → ${(after.rss / MB).toFixed(1)} MB after 300 MB refused`,
    );
    expect(after.rss - before.rss).toBeLessThan(RSS_GROWTH_BOUND);
    expect((await fetch(`${server.origin}/__mock/health`)).status).toBe(200);
  });
});
