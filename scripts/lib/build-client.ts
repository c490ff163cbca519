import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freshBuildFolder, swapInBuild } from './build-swap.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The two builds of the client: the candidate's, served by `npm start`, and the backend-free demo. */
export const CLIENT_BUILDS = {
  web: { config: 'web/vite.config.ts', served: fileURLToPath(new URL('../../dist/web', import.meta.url)) },
  demo: { config: 'web/vite.demo.config.ts', served: fileURLToPath(new URL('../../dist/demo', import.meta.url)) },
} as const;

/**
 * Builds the client into a fresh folder and swaps it in for the served one (build-swap.ts), so that a server reading
 * it meanwhile answers from the previous build until the new one is complete. Returns vite's exit status; a failed
 * build leaves the served one as it was.
 */
export function buildClient(which: keyof typeof CLIENT_BUILDS, logLevel = 'info'): number {
  const { config, served } = CLIENT_BUILDS[which];
  const folder = freshBuildFolder(served);
  const run = spawnSync(
    'npx',
    ['vite', 'build', '--config', config, '--outDir', folder, '--emptyOutDir', '--logLevel', logLevel],
    { cwd: root, stdio: 'inherit' },
  );
  if (run.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    return run.status ?? 1;
  }
  swapInBuild(folder, served);
  return 0;
}
