import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../adapters/fastify/build-app.ts';
import { createBrowserMock } from '../adapters/msw/browser-mock.ts';
import { TEST_CLOCK_START } from '../testing/test-app.ts';
import { lastEventId } from './event-stream.ts';

const OPTIONS = { jobCount: 200, clockStart: TEST_CLOCK_START, frozenClock: true, validateResponses: 'off' } as const;
const JOB = '/corporate-recruitment/talentJobs/getJobById?jobId=100001&mobileNumber=0';

/** Reads a stream until `until` has been seen (or fails after a few seconds), then stops reading. */
async function readUntil(body: ReadableStream<Uint8Array>, until: string): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  try {
    while (!text.includes(until) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    // Not awaited: MSW hands the test a branch of a teed body, whose cancel settles only once every branch is cancelled.
    void reader.cancel();
  } catch {
    // The server ended the stream by closing its connection.
  }
  return text;
}

describe('the console stream over HTTP (Fastify)', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let origin: string;
  beforeAll(async () => {
    app = await buildApp({ worldOptions: OPTIONS });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    // Node's fetch keeps a spare connection of its own open to the server; the server's close would wait for it.
    app.server.closeAllConnections();
    await app.close();
  });

  it('opens as server-sent events, says hello, then carries a call another client makes', async () => {
    const stream = await fetch(`${origin}/__mock/console/events`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    const reading = readUntil(stream.body!, '"operationId":"getJobById"');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`${origin}${JOB}`, { headers: { 'x-mock-session': 'other-client' } })).status).toBe(200);
    const text = await reading;
    expect(text.startsWith('retry: 1000\n\nevent: hello\n')).toBe(true);
    expect(text).toMatch(/id: \d+\nevent: calls\ndata: \{"calls":\[\{"id":\d+,"session":"other-client"/);
  });

  it('is refused to a page of another origin, as the control API is', async () => {
    const refused = await fetch(`${origin}/__mock/console/events`, { headers: { origin: 'https://example.org' } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'The control API refuses calls made by a page of another origin (https://example.org).',
    });
  });

  it('lets the server close while a console is connected', async () => {
    const second = await buildApp({ worldOptions: OPTIONS });
    const at = await second.listen({ host: '127.0.0.1', port: 0 });
    const stream = await fetch(`${at}/__mock/console/events`);
    expect(stream.status).toBe(200);
    second.server.closeIdleConnections();
    await second.close();
    expect(await readUntil(stream.body!, 'never')).toContain('event: hello');
  });
});

describe('the console stream through MSW (the demo page)', () => {
  const ORIGIN = 'http://console.test';
  const mock = createBrowserMock(OPTIONS);
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it("says hello and carries the page's calls", async () => {
    const stream = await fetch(`${ORIGIN}/__mock/console/events`);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reading = readUntil(stream.body!, '"operationId":"getJobById"');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await fetch(`${ORIGIN}${JOB}`)).status).toBe(200);
    const text = await reading;
    expect(text).toContain('event: hello');
    expect(text).toContain('"session":null');
  });
});

describe('lastEventId', () => {
  it.each([
    ['42', 42],
    [['7'], 7],
    [undefined, undefined],
    ['-1', undefined],
    ['1e3', undefined],
  ] as const)('%j → %j', (header, id) => {
    expect(lastEventId(header as string | string[] | undefined)).toBe(id);
  });
});
