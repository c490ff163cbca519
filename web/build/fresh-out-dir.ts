import { lstatSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Whether a folder holds something a server may be reading (a link to a build, or files). */
function inUse(dir: string): boolean {
  try {
    return lstatSync(dir).isSymbolicLink() || readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}

export const notFreshOutDir = (dir: string): string =>
  `vite build writes only into a new or empty folder, and ${dir} is in use (a running server may be reading it): ` +
  'build with npm run build (or npm run build:demo), which writes a fresh folder and swaps it in.';

/**
 * A build never empties and rewrites a folder a server reads: `npm run build` gives vite a fresh folder and swaps it
 * in for dist/web once complete (scripts/lib/build-swap.ts). A plain `vite build`, which would write into dist/web
 * itself, is refused with the command to use.
 */
export function freshOutDir(): Plugin {
  return {
    name: 'fresh-out-dir',
    apply: 'build',
    configResolved(config) {
      const dir = resolve(config.root, config.build.outDir);
      if (inUse(dir)) throw new Error(notFreshOutDir(dir));
    },
  };
}
