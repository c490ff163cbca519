import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsolePageOptions } from '#mock/adapters/fastify/serve-console.ts';
import { buildClient, buildClientInBackground, CLIENT_BUILDS } from './build-client.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const STAMP = join(root, 'node_modules/.cache/console-build.json');

/** What the console's build is made from: its own folder, the design system it borrows, the contracts, the packages. */
const INPUTS = ['console', 'web/src/ui', 'conformance/examples', 'openapi/openapi.json', 'openapi/mock-control.d.ts'];
const PACKAGES = 'package-lock.json';

function files(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** Every file the console's build is made from, relative to the repository. */
export const consoleInputs = (): string[] => [...INPUTS.flatMap(files), PACKAGES];

/** A digest of every input's name, size and time of change: another digest means another build. */
function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of consoleInputs()) {
    const stat = statSync(join(root, file), { throwIfNoEntry: false });
    hash.update(`${file}:${stat?.size ?? -1}:${stat?.mtimeMs ?? -1}\n`);
  }
  return hash.digest('hex');
}

function isCurrent(print: string): boolean {
  if (!existsSync(join(CLIENT_BUILDS.console.served, 'index.html'))) return false;
  try {
    return (JSON.parse(readFileSync(STAMP, 'utf8')) as { fingerprint?: string }).fingerprint === print;
  } catch {
    return false;
  }
}

function stamp(print: string): void {
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  writeFileSync(STAMP, JSON.stringify({ fingerprint: print }));
}

/** Builds the console now when it is missing or older than its sources; answers vite's exit status (0: current). */
export function buildConsoleIfStale(): number {
  const print = fingerprint();
  if (isCurrent(print)) return 0;
  const status = buildClient('console', 'warn');
  if (status === 0) stamp(print);
  return status;
}

/**
 * The developer console for a server to serve at /__mock/console/, built first when it is missing or older than its
 * sources: at once (`npm start`, before it serves), or when the page is first asked for (`npm run mock`, `npm run dev`,
 * whose start must stay quick, and which benches and tests start often without a console; the page says it is being
 * built and loads itself again meanwhile). A failed build leaves the last one served.
 */
export function consolePage(when: 'now' | 'on-first-visit', serveSourceMaps?: boolean): ConsolePageOptions {
  const sourceMaps = serveSourceMaps === undefined ? {} : { serveSourceMaps };
  if (when === 'now') {
    buildConsoleIfStale();
    return { dir: CLIENT_BUILDS.console.served, ...sourceMaps };
  }
  let building = false;
  let checked = false;
  return {
    dir: CLIENT_BUILDS.console.served,
    building: () => building,
    prepare() {
      if (checked) return;
      checked = true;
      const print = fingerprint();
      if (isCurrent(print)) return;
      building = true;
      void buildClientInBackground('console').then((status) => {
        building = false;
        if (status === 0) stamp(print);
        else console.warn('The developer console could not be built: run npm run build:console to see why.');
      });
    },
    ...sourceMaps,
  };
}
