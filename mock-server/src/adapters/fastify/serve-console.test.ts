import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './build-app.ts';
import { controlHostRefusal, controlOriginRefusal } from './host-guard.ts';
import { CONSOLE_BUILDING, CONSOLE_NOT_BUILT, CONSOLE_POLICY } from './serve-console.ts';

const OPTIONS = { jobCount: 50, validateResponses: 'off' } as const;
let dir: string;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-build-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Mock console</title>');
  writeFileSync(join(dir, 'assets', 'console-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'console-abc.js.map'), '{}');
  app = await buildApp({
    worldOptions: OPTIONS,
    consolePage: { dir },
    hosts: { allowedHosts: ['phone.local'] },
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the developer console page', () => {
  it('is served at /__mock/console/ with its own strict policy and revalidated; its hashed files are kept a year', async () => {
    const page = await app.inject({ method: 'GET', url: '/__mock/console/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(CONSOLE_POLICY);
    expect(CONSOLE_POLICY).toContain("script-src 'self'");
    expect(CONSOLE_POLICY).not.toContain('unsafe-inline');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const asset = await app.inject({ method: 'GET', url: '/__mock/console/assets/console-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bare = await app.inject({ method: 'GET', url: '/__mock/console' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/__mock/console/');
  });

  it.each([
    '/__mock/console/assets/console-abc.js.map',
    '/__mock/console/assets/..%2Findex.html',
    '/__mock/console/assets/nope.js',
  ])('answers %s with 404 (no source map unless asked, no way out of its folder)', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it("is under the control API's guard: a name other than loopback, or a page of another site, is refused", async () => {
    const elsewhere = await app.inject({
      method: 'GET',
      url: '/__mock/console/',
      headers: { host: 'phone.local:8080' },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ message: controlHostRefusal('phone.local:8080') });
    const crossSite = await app.inject({
      method: 'GET',
      url: '/__mock/console/',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: controlOriginRefusal('cross-site') });
  });

  it('says how to build it when there is no build, and to wait while one is on its way', async () => {
    const missing = join(dir, 'not-there');
    const unbuilt = await buildApp({ worldOptions: OPTIONS, consolePage: { dir: missing } });
    let asked = 0;
    const building = await buildApp({
      worldOptions: OPTIONS,
      consolePage: { dir: missing, building: () => true, prepare: () => (asked += 1) },
    });
    const without = await buildApp({ worldOptions: OPTIONS });
    try {
      for (const server of [unbuilt, without]) {
        const answer = await server.inject({ method: 'GET', url: '/__mock/console/' });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ message: CONSOLE_NOT_BUILT });
      }
      const waiting = await building.inject({ method: 'GET', url: '/__mock/console/' });
      expect(waiting.statusCode).toBe(503);
      expect(waiting.headers['retry-after']).toBe('2');
      expect(waiting.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(waiting.body).toContain(CONSOLE_BUILDING);
      expect(waiting.body).toContain('<meta http-equiv="refresh" content="2">');
      expect(asked).toBe(1);
      const file = await building.inject({ method: 'GET', url: '/__mock/console/assets/console-x.js' });
      expect(file.statusCode).toBe(503);
      expect(file.json()).toMatchObject({ message: CONSOLE_BUILDING });
    } finally {
      await Promise.all([unbuilt.close(), building.close(), without.close()]);
    }
  });
});
