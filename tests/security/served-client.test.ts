import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '#mock/adapters/fastify/build-app.ts';
import { controlHostRefusal, controlOriginRefusal, hostRefusal } from '#mock/adapters/fastify/host-guard.ts';
import { SOURCE_MAPS_REFUSED } from '#mock/adapters/fastify/serve-client.ts';
import { checkListenHost, remoteHostRefusal, remoteHostWarning, startServer } from '#mock/server.ts';
import { networkOptionsFromEnv } from '../../scripts/lib/network-env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPT = 'console.log("client")\n'.repeat(100);

/** A built client in miniature: a page, a screen's own page, a hashed script with its hidden map, an icon. */
function writeClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'served-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets/index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  writeFileSync(
    join(dir, 'applications.html'),
    '<!doctype html><html><head><link rel="modulepreload" href="/assets/applications-page-def456.js"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The service worker, the web app manifest and an icon it lists (web/build/service-worker.ts, web-manifest.ts).
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n'.repeat(40));
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Talent Jobs', start_url: '/' }));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  return dir;
}

const apps: FastifyInstance[] = [];
let staticDir: string;
async function app(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const built = await buildApp({ staticDir, worldOptions: { jobCount: 50 }, ...options });
  apps.push(built);
  return built;
}
beforeAll(() => {
  staticDir = writeClient();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  rmSync(staticDir, { recursive: true, force: true });
});

const page = (path = '/'): InjectOptions => ({ method: 'GET', url: path, headers: { accept: 'text/html' } });
const policyOf = (header: unknown) =>
  new Map(
    String(header)
      .split('; ')
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
  );

describe('the served page', () => {
  it.each(['/', '/jobs/101'])('%s carries a strict policy with no inline script or style allowed', async (path) => {
    const response = await (await app()).inject(page(path));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self'");
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe('blob:');
    expect(policy.get('frame-src')).toBe('blob:');
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    // The app's service worker and manifest are its own files; no other worker or manifest may load.
    expect(policy.get('worker-src')).toBe("'self'");
    expect(policy.get('manifest-src')).toBe("'self'");
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/applications', 'applications.html'],
    ['/applications?highlight=12', 'applications.html'],
    ['/applications/', 'applications.html'],
    ['/', 'index.html'],
    ['/jobs/101', 'index.html'],
    ['/applications/101', 'index.html'],
    ['/favicon', 'index.html'],
  ])("%s is answered with the build's %s, which preloads that screen's code", async (path, file) => {
    const response = await (await app()).inject(page(path));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(readFileSync(join(staticDir, file), 'utf8'));
  });

  it('lets the page call the origins a build was pointed at, and no others', async () => {
    const response = await (await app({ client: { connectSources: ['https://api.example.in'] } })).inject(page());
    expect(policyOf(response.headers['content-security-policy']).get('connect-src')).toBe(
      "'self' https://api.example.in",
    );
  });

  it('is written without inline script or style, so the policy blocks nothing the client needs', () => {
    const html = readFileSync(join(root, 'web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });
});

describe('assets and API answers', () => {
  it('serves hashed scripts with nosniff, a year of caching and no map link', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.sourcemap).toBeUndefined();
  });

  it.each([
    ['the service worker', '/sw.js', 'javascript'],
    ['the web app manifest', '/manifest.webmanifest', 'application/manifest+json'],
  ])('serves %s revalidated on every visit (no-cache), so a new build is found at once', async (_what, url, type) => {
    const response = await (await app()).inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the manifest’s icons as PNG, revalidated (their names carry no hash)', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers API calls with nosniff and a policy that lets a JSON answer opened as a page run nothing', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/api/auth/fetchProgrammaticUserToken' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    ['a route that does not exist', '/no/such/route', 404],
    ['a refused Host', '/api/auth/fetchProgrammaticUserToken', 403],
    ['a URL the router cannot decode', '/%E0%A4%A', 400],
  ])('carries the same headers on an error answer: %s', async (_what, url, status) => {
    const host = status === 403 ? 'attacker.example' : 'localhost';
    const response = await (await app()).inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, status: false });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('source maps', () => {
  it.each(['/assets/index-abc123.js.map', '/assets/index-abc123.js%2Emap', '/assets/index-abc123.js.map?v=1'])(
    '%s is refused by default',
    async (url) => {
      const response = await (await app()).inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: SOURCE_MAPS_REFUSED });
    },
  );

  it('is served and linked from its script with SERVE_SOURCEMAPS=1', async () => {
    const served = await app({ client: { serveSourceMaps: true } });
    const map = await served.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.json()).toMatchObject({ version: 3 });
    const script = await served.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.headers.sourcemap).toBe('index-abc123.js.map');
  });

  it('is read from SERVE_SOURCEMAPS by the start scripts', () => {
    expect(networkOptionsFromEnv({}).client).toEqual({ serveSourceMaps: false, connectSources: [] });
    expect(
      networkOptionsFromEnv({ SERVE_SOURCEMAPS: '1', VITE_API_BASE_URL: 'https://api.example.in/v1/' }).client,
    ).toEqual({
      serveSourceMaps: true,
      connectSources: ['https://api.example.in'],
    });
  });
});

describe('the Host a request names', () => {
  it.each(['localhost:8080', '127.0.0.1:8080', '[::1]:8080', '192.168.1.20:8080', '[fe80::1]:8080'])(
    '%s is answered',
    async (host) => {
      const response = await (
        await app()
      ).inject({ method: 'GET', url: '/api/auth/fetchProgrammaticUserToken', headers: { host } });
      expect(response.statusCode).toBe(200);
    },
  );

  it('a name other than localhost (a DNS-rebinding page) is refused on every route', async () => {
    const served = await app();
    for (const url of ['/api/auth/fetchProgrammaticUserToken', '/', '/__mock/health']) {
      const response = await served.inject({
        method: 'GET',
        url,
        headers: { host: 'attacker.example:8080', accept: 'text/html' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: hostRefusal('attacker.example:8080') });
    }
  });

  it('a name listed in MOCK_ALLOW_HOSTS is answered', async () => {
    const { hosts } = networkOptionsFromEnv({ MOCK_ALLOW_HOSTS: 'Phone-Lab.local, 10.0.0.5' });
    expect(hosts).toEqual({ allowedHosts: ['phone-lab.local', '10.0.0.5'], controlAllowedHosts: [] });
    const response = await (
      await app({ hosts })
    ).inject({ method: 'GET', url: '/api/auth/fetchProgrammaticUserToken', headers: { host: 'phone-lab.local:8080' } });
    expect(response.statusCode).toBe(200);
  });

  it('an allow list with a port or a URL in it is refused at start', () => {
    expect(() => networkOptionsFromEnv({ MOCK_ALLOW_HOSTS: 'phone-lab.local:8080' })).toThrow(
      "MOCK_ALLOW_HOSTS lists host names separated by commas, without ports; got 'phone-lab.local:8080'",
    );
  });
});

describe('the control API', () => {
  const reset = (headers: Record<string, string>): InjectOptions => ({ method: 'POST', url: '/__mock/reset', headers });
  const FAULT = { operationId: 'searchJobs', status: 503 };

  it('answers on loopback names with no Origin (scripts, tests) or with its own', async () => {
    const served = await app();
    const callers: Array<Record<string, string>> = [
      {},
      { host: '127.0.0.1:8080' },
      { host: '[::1]:8080' },
      { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080', 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of callers) {
      expect((await served.inject(reset(headers))).statusCode).toBe(200);
    }
  });

  it('refuses a cross-site page, and the world stays as it was', async () => {
    const served = await app();
    await served.inject({ method: 'POST', url: '/__mock/faults', payload: FAULT });
    const attempts: Array<Record<string, string>> = [
      { host: '127.0.0.1:8080', origin: 'https://attacker.example' },
      { host: 'localhost:8080', origin: 'http://localhost:3000' },
      { host: '127.0.0.1:8080', origin: 'null' },
      { host: '127.0.0.1:8080', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const response = await served.inject(reset(headers));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: controlOriginRefusal(headers['origin'] ?? 'cross-site') });
    }
    const faults = await served.inject({ method: 'GET', url: '/__mock/faults' });
    expect(JSON.stringify(faults.json())).toContain('searchJobs');
  });

  it('guards every address that reaches a control route, however the path is written', async () => {
    const served = await app();
    const expected = {
      '/__mock/reset': 403,
      '/%5F%5Fmock/reset': 403,
      '/__mock/reset?x=1': 403,
      '/__MOCK/reset': 404,
      '/__mock//reset': 404,
    };
    const statuses: Record<string, number> = {};
    for (const url of Object.keys(expected)) {
      const response = await served.inject({
        method: 'POST',
        url,
        headers: { host: '127.0.0.1:8080', origin: 'https://attacker.example' },
      });
      statuses[url] = response.statusCode;
    }
    expect(statuses).toEqual(expected);
  });

  it('refuses a Host that is not a loopback name, even an address the app answers', async () => {
    const response = await (await app()).inject(reset({ host: '192.168.1.20:8080' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: controlHostRefusal('192.168.1.20:8080') });
  });

  it('answers a host listed in MOCK_CONTROL_ALLOW_HOSTS, from a page of that host only', async () => {
    const { hosts } = networkOptionsFromEnv({ MOCK_CONTROL_ALLOW_HOSTS: 'test-rig.lan' });
    const served = await app({ hosts });
    expect((await served.inject(reset({ host: 'test-rig.lan:8080' }))).statusCode).toBe(200);
    expect(
      (await served.inject(reset({ host: 'test-rig.lan:8080', origin: 'http://test-rig.lan:8080' }))).statusCode,
    ).toBe(200);
    expect((await served.inject(reset({ host: 'test-rig.lan:8080', origin: 'http://evil.lan:8080' }))).statusCode).toBe(
      403,
    );
    expect((await served.inject(reset({ host: 'other.lan:8080' }))).statusCode).toBe(403);
  });
});

describe('the address the server listens on', () => {
  it.each(['127.0.0.1', 'localhost', '::1', '127.0.0.2'])('%s is taken without a flag', (host) => {
    expect(checkListenHost(host)).toEqual({ host });
  });

  it.each(['0.0.0.0', '::', '192.168.1.20'])(
    '%s is refused without ALLOW_REMOTE=1, and taken with a warning with it',
    (host) => {
      expect(() => checkListenHost(host)).toThrow(remoteHostRefusal(host));
      expect(checkListenHost(host, true)).toEqual({ host, warning: remoteHostWarning(host) });
    },
  );

  it('startServer refuses 0.0.0.0 before listening', async () => {
    await expect(startServer({ host: '0.0.0.0', port: 0 })).rejects.toThrow(remoteHostRefusal('0.0.0.0'));
  });

  it('npm start stops with the message, before building, when HOST is not loopback', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
      cwd: root,
      env: { ...process.env, HOST: '0.0.0.0', ALLOW_REMOTE: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(remoteHostRefusal('0.0.0.0'));
  });
});
