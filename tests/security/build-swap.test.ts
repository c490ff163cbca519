import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { COMMON_HEADERS, documentPolicy } from '#mock/adapters/fastify/served-client-headers.ts';
import { freshOutDir, notFreshOutDir } from '../../web/build/fresh-out-dir.ts';
import {
  ABANDONED_BUILD_MS,
  freshBuildFolder,
  REPLACED_BUILD_KEPT_MS,
  swapInBuild,
} from '../../scripts/lib/build-swap.ts';

// A server keeps answering from a complete build while `npm run build` or a second `npm start` builds the client:
// each build is written to a fresh folder and swapped in for dist/web in one rename (scripts/lib/build-swap.ts), and
// the server reads the build dist/web names on every request (mock-server/src/adapters/fastify/client-builds.ts).

const BUILDS = 25;
const CLIENTS = 4;
/** Each client stops after this many rounds even if the builds are not over. */
const MAX_ROUNDS = 400;
/** A build writes its files over time, not at once: a pause between two files. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

const dirs: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function distFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  dirs.push(dir);
  return dir;
}

/** What a client build writes (in vite's order: hashed assets first, documents and the service worker last). */
const buildFiles = (n: number): Array<[string, string]> => [
  ['assets/shared-5f3a9c.js', 'export const shared = 1;\n'.repeat(200)],
  [`assets/index-${n}.js`, `console.log(${n});\n`.repeat(200)],
  [
    'index.html',
    `<!doctype html><html><head><script type="module" src="/assets/index-${n}.js"></script></head><body></body></html>`,
  ],
  [
    'applications.html',
    `<!doctype html><html><head><link rel="modulepreload" href="/assets/index-${n}.js"></head><body></body></html>`,
  ],
  ['sw.js', `self.__WB_MANIFEST = ["/assets/index-${n}.js"];\n`.repeat(50)],
];

async function writeFiles(dir: string, n: number): Promise<void> {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const [file, content] of buildFiles(n)) {
    writeFileSync(join(dir, file), content);
    await pause();
  }
}

/** A build as `npm run build` makes one: a fresh folder, then the swap. */
async function swappedBuild(served: string, n: number): Promise<void> {
  const folder = freshBuildFolder(served);
  await writeFiles(folder, n);
  swapInBuild(folder, served);
}

/** A build as it was made before: the served folder emptied, then written again. */
async function inPlaceBuild(served: string, n: number): Promise<void> {
  for (const name of readdirSync(served)) rmSync(join(served, name), { recursive: true, force: true });
  await pause();
  await writeFiles(served, n);
}

const CUT_OFF = 'a compressed body the browser cannot read';

/** An answer's body as the browser reads it. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  try {
    if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  } catch {
    return CUT_OFF;
  }
  return response.body;
}

/** The answers a browser could not use: an error, or a body cut off while its file was written. */
const broken = (answers: Answer[]) =>
  answers.filter((a) => a.status !== 200 || a.body === CUT_OFF).map((a) => `${a.status} ${a.url}`);

interface Answer {
  url: string;
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: string;
}

/**
 * Clients loading the app while `builds` are made: the page, the script it names, a file every build has, a screen's
 * document and the service worker; then a file no build has.
 */
async function loadWhileBuilding(build: (served: string, n: number) => Promise<void>): Promise<Answer[]> {
  const served = join(distFolder(), 'web');
  await swappedBuild(served, 0);
  const app = await buildApp({ staticDir: served, worldOptions: { jobCount: 5 } });
  apps.push(app);
  const answers: Answer[] = [];
  const get = async (url: string, accept = '*/*', encoding = 'br, gzip') => {
    const response = await app.inject({ method: 'GET', url, headers: { accept, 'accept-encoding': encoding } });
    const answer = { url, status: response.statusCode, headers: response.headers, body: decoded(response) };
    answers.push(answer);
    return answer;
  };
  let building = true;
  const builds = (async () => {
    for (let n = 1; n <= BUILDS; n += 1) await build(served, n);
    building = false;
  })();
  const client = async (encoding: string) => {
    for (let round = 0; building && round < MAX_ROUNDS; round += 1) {
      const page = await get('/', 'text/html', encoding);
      const script = /src="([^"]+)"/.exec(page.body)?.[1];
      if (script) await get(script, '*/*', encoding);
      await get('/assets/shared-5f3a9c.js', '*/*', encoding);
      await get('/applications', 'text/html', encoding);
      await get('/sw.js', '*/*', encoding);
    }
  };
  await Promise.all([builds, ...Array.from({ length: CLIENTS }, (_, i) => client(i % 2 ? 'identity' : 'br, gzip'))]);
  return answers;
}

/** The headers every answer carries, and a page its document policy: those an answer lacks or changed. */
function missingHeaders(answer: Answer): string[] {
  const page = String(answer.headers['content-type']).startsWith('text/html');
  const expected = { ...COMMON_HEADERS, ...(page ? { 'content-security-policy': documentPolicy() } : {}) };
  return Object.entries(expected)
    .filter(([name, value]) => answer.headers[name] !== value)
    .map(([name]) => `${answer.url}: ${name}`);
}

describe('a build swapped in while the server serves the client', () => {
  it('answers every request whole, from the old build or the new, with the security headers', async () => {
    const answers = await loadWhileBuilding(swappedBuild);
    expect(broken(answers)).toEqual([]);
    expect(answers.flatMap(missingHeaders)).toEqual([]);
    // Every page is a whole document of some build, and the clients saw several builds while they were swapped in.
    const pages = answers.filter((a) => a.url === '/');
    expect(pages.filter((a) => !/^<!doctype html>.*<\/html>$/.test(a.body)).map((a) => a.body)).toEqual([]);
    expect(new Set(pages.map((a) => /index-(\d+)/.exec(a.body)?.[1])).size).toBeGreaterThan(2);
  });

  it('the same clients catch a build written into the served folder, as builds were made before', async () => {
    const answers = await loadWhileBuilding(inPlaceBuild);
    expect(broken(answers).length).toBeGreaterThan(0);
  });

  it('leaves dist/web a link to the last build, and keeps the builds it replaced a minute for their pages', async () => {
    const served = join(distFolder(), 'web');
    for (let n = 1; n <= 3; n += 1) await swappedBuild(served, n);
    expect(lstatSync(served).isSymbolicLink()).toBe(true);
    expect(existsSync(join(served, 'assets/index-3.js'))).toBe(true);
    const app = await buildApp({ staticDir: served, worldOptions: { jobCount: 5 } });
    apps.push(app);
    // A page the first build served asks for its script after two more builds.
    const script = await app.inject({ method: 'GET', url: '/assets/index-1.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a 404 of the served client', () => {
  it.each([
    ['a hashed file no build has', '/assets/index-999.js', '*/*'],
    ['a file no build has', '/missing.txt', '*/*'],
  ])('%s: the contract’s error shape and the security headers', async (_what, url, accept) => {
    const served = join(distFolder(), 'web');
    await swappedBuild(served, 1);
    const app = await buildApp({ staticDir: served, worldOptions: { jobCount: 5 } });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url, headers: { accept } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, status: false });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('a page while the served folder has no document (a build written in place): the error shape and the headers', async () => {
    const served = join(distFolder(), 'web');
    await writeFiles(served, 1);
    const app = await buildApp({ staticDir: served, worldOptions: { jobCount: 5 } });
    apps.push(app);
    rmSync(join(served, 'index.html'));
    const response = await app.inject({ method: 'GET', url: '/jobs/101', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, status: false, message: 'No route for GET /jobs/101' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('the build folders', () => {
  const T0 = Date.UTC(2025, 0, 1);
  const swapAt = (served: string, n: number, now: number) => {
    const folder = freshBuildFolder(served);
    mkdirSync(folder);
    writeFileSync(join(folder, 'index.html'), String(n));
    return swapInBuild(folder, served, now);
  };

  it('are removed a minute after they were replaced; the served one and one being written stay', () => {
    const dist = distFolder();
    const served = join(dist, 'web');
    const first = swapAt(served, 1, T0);
    const second = swapAt(served, 2, T0 + 1_000);
    const writing = freshBuildFolder(served);
    mkdirSync(writing);
    utimesSync(writing, (T0 + 1_000) / 1000, (T0 + 1_000) / 1000);
    const abandoned = freshBuildFolder(served);
    mkdirSync(abandoned);
    utimesSync(abandoned, (T0 - ABANDONED_BUILD_MS) / 1000, (T0 - ABANDONED_BUILD_MS) / 1000);
    // Within the minute: the first build, replaced at T0 + 1 s, stays for the pages it served.
    const third = swapAt(served, 3, T0 + REPLACED_BUILD_KEPT_MS);
    expect([first, second, third, writing].every((dir) => existsSync(dir))).toBe(true);
    expect(existsSync(abandoned)).toBe(false);
    const fourth = swapAt(served, 4, T0 + 2 * REPLACED_BUILD_KEPT_MS + 1);
    expect(existsSync(first)).toBe(false);
    expect(existsSync(second)).toBe(false);
    expect([third, fourth, writing].every((dir) => existsSync(dir))).toBe(true);
    expect(join(dist, readlinkSync(served))).toBe(fourth);
  });

  it('a plain dist/web from before is moved aside and replaced by the link', () => {
    const dist = distFolder();
    const served = join(dist, 'web');
    mkdirSync(served);
    writeFileSync(join(served, 'index.html'), 'old');
    const build = swapAt(served, 1, T0);
    expect(lstatSync(served).isSymbolicLink()).toBe(true);
    expect(join(dist, readlinkSync(served))).toBe(build);
    const aside = readdirSync(dist).filter((name) => ![basename(build), 'web'].includes(name));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dist, aside[0] ?? '', 'index.html'), 'utf8')).toBe('old');
  });

  it('vite build refuses to write into a folder in use, naming the command that swaps', () => {
    const dist = distFolder();
    const served = join(dist, 'web');
    swapAt(served, 1, T0);
    const hook = freshOutDir().configResolved;
    const check = (outDir: string) => {
      if (typeof hook !== 'function') throw new Error('freshOutDir has no configResolved function');
      const config = { root: dist, build: { outDir } } as unknown as ResolvedConfig;
      return () => hook.call({} as never, config);
    };
    expect(check(served)).toThrow(notFreshOutDir(served));
    expect(check(join(dist, readlinkSync(served)))).toThrow(notFreshOutDir(join(dist, readlinkSync(served))));
    expect(check(join(dist, 'fresh'))).not.toThrow();
  });
});
