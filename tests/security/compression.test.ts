import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_API_PAGE_SIZE, START_RADIUS_KM } from '#machines/constants.ts';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { precompress } from '../../web/build/precompress.ts';

/** The first search a visitor's page sends: around the place the IP lookup gives, 50 km, a page of 1,000. */
const FIRST_SEARCH_BUDGET_BYTES = 80 * 1024;
const SEARCH = '/recruiter-services/api/v1/positions/searchJobs';

let app: FastifyInstance;
let staticDir: string;
let token: string;
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = "line ${i}";`).join('\n');

/** Runs the build plugin over a folder, as `vite build` does once it has written the files. */
async function runPrecompress(outDir: string): Promise<void> {
  const plugin: Plugin = precompress();
  const call = <Args extends unknown[]>(hook: unknown, ...args: Args) =>
    (hook as (...a: Args) => unknown).call({}, ...args);
  call(plugin.configResolved, { build: { outDir } } as ResolvedConfig);
  await call(plugin.closeBundle);
}

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'compressed-client-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(staticDir, 'assets/index-abc123.js'), BIG_SCRIPT);
  writeFileSync(
    join(staticDir, 'assets/index-abc123.js.map'),
    JSON.stringify({ version: 3, mappings: 'A'.repeat(4000) }),
  );
  await runPrecompress(staticDir);
  app = await buildApp({ staticDir });
  token = (await app.inject({ method: 'GET', url: '/api/auth/fetchProgrammaticUserToken' })).json<{ token: string }>()
    .token;
});
afterAll(async () => {
  await app.close();
  rmSync(staticDir, { recursive: true, force: true });
});

async function firstSearch(acceptEncoding: string) {
  const place = (await app.inject({ method: 'GET', url: '/json/' })).json<{ latitude: number; longitude: number }>();
  return app.inject({
    method: 'POST',
    url: SEARCH,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding },
    payload: {
      latitude: place.latitude,
      longitude: place.longitude,
      distance: START_RADIUS_KM,
      page: 1,
      size: JOB_API_PAGE_SIZE,
      mobileNumber: '0',
    },
  });
}

describe('API answers', () => {
  it(`the first search answer travels in at most ${FIRST_SEARCH_BUDGET_BYTES / 1024} KB with Brotli`, async () => {
    const plain = await firstSearch('identity');
    const compressed = await firstSearch('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    // The same answer, a fraction of the bytes (about 600 KB of JSON for several hundred jobs).
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.payload);
    expect(plain.json<{ data: unknown[] }>().data.length).toBeGreaterThan(300);
    expect(compressed.rawPayload.length).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET_BYTES);
    expect(plain.rawPayload.length).toBeGreaterThan(compressed.rawPayload.length * 5);
  });

  it('is gzip for a client that takes only gzip', async () => {
    const plain = await firstSearch('identity');
    const compressed = await firstSearch('gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.payload);
  });

  it('prefers Brotli when a browser offers both', async () => {
    expect((await firstSearch('gzip, deflate, br, zstd')).headers['content-encoding']).toBe('br');
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/fetchProgrammaticUserToken',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('token');
  });
});

describe('static assets', () => {
  it('are compressed once at build time: a .br and a .gz twin beside each text file of 1 KB or more', () => {
    const script = readFileSync(join(staticDir, 'assets/index-abc123.js'));
    expect(brotliDecompressSync(readFileSync(join(staticDir, 'assets/index-abc123.js.br')))).toEqual(script);
    expect(gunzipSync(readFileSync(join(staticDir, 'assets/index-abc123.js.gz')))).toEqual(script);
    // Too small to gain, and never served by default.
    expect(existsSync(join(staticDir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(staticDir, 'assets/index-abc123.js.map.br'))).toBe(false);
  });

  it.each([
    ['br', 'assets/index-abc123.js.br'],
    ['gzip', 'assets/index-abc123.js.gz'],
  ])('are sent as the build wrote them to a client that accepts %s', async (encoding, twin) => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload).toEqual(readFileSync(join(staticDir, twin)));
  });

  it('are sent plain to a client that accepts no compression', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.payload).toBe(BIG_SCRIPT);
  });
});
