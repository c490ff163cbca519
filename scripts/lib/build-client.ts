import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freshBuildFolder, swapInBuild } from './build-swap.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The builds of the page: the candidate's client, served by `npm start`; the backend-free demo; and the developer
 * console, which the mock serves at /__mock/console/ (`npm start`, `npm run mock`, `npm run dev`).
 */
export const CLIENT_BUILDS = {
  web: { config: 'web/vite.config.ts', served: fileURLToPath(new URL('../../dist/web', import.meta.url)) },
  demo: { config: 'web/vite.demo.config.ts', served: fileURLToPath(new URL('../../dist/demo', import.meta.url)) },
  console: { config: 'console/vite.config.ts', served: fileURLToPath(new URL('../../dist/console', import.meta.url)) },
} as const;

/**
 * Builds the client into a fresh folder and swaps it in for the served one (build-swap.ts), so that a server reading
 * it meanwhile answers from the previous build until the new one is complete. Returns vite's exit status; a failed
 * build leaves the served one as it was.
 */
export function buildClient(which: keyof typeof CLIENT_BUILDS, logLevel = 'info'): number {
  const { config, served } = CLIENT_BUILDS[which];
  const folder = freshBuildFolder(served);
  const run = spawnSync('npx', viteArgs(config, folder, logLevel), { cwd: root, stdio: 'inherit' });
  return finish(run.status, folder, served);
}

const viteArgs = (config: string, folder: string, logLevel: string) => [
  'vite',
  'build',
  '--config',
  config,
  '--outDir',
  folder,
  '--emptyOutDir',
  '--logLevel',
  logLevel,
];

function finish(status: number | null, folder: string, served: string): number {
  if (status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    return status ?? 1;
  }
  swapInBuild(folder, served);
  return 0;
}

/** The same build while the caller goes on (a server already answering): vite's warnings and errors only. */
export function buildClientInBackground(which: keyof typeof CLIENT_BUILDS): Promise<number> {
  const { config, served } = CLIENT_BUILDS[which];
  const folder = freshBuildFolder(served);
  return new Promise((resolve) => {
    const run = spawn('npx', viteArgs(config, folder, 'warn'), { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    run.once('error', () => resolve(finish(1, folder, served)));
    run.once('exit', (status) => resolve(finish(status, folder, served)));
  });
}
