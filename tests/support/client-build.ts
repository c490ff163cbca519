import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_BUILDS } from '../../scripts/lib/build-client.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A build of the client to read, and how to let go of it. */
export interface ClientBuild {
  dir: string;
  release(): void;
}

/**
 * The client's build (`web` or `demo`) for a test that reads what it ships. With CLIENT_BUILDS_FROM=dist (npm test
 * sets it once its journeys have built and served dist/web and dist/demo) those builds are read as they are;
 * otherwise the client is built into a temporary folder (a few seconds), so that dist/, which the journeys serve,
 * is left alone.
 */
export function clientBuild(which: keyof typeof CLIENT_BUILDS): ClientBuild {
  const { config, served } = CLIENT_BUILDS[which];
  if (process.env.CLIENT_BUILDS_FROM === 'dist') {
    if (!existsSync(join(served, 'index.html')))
      throw new Error(
        `CLIENT_BUILDS_FROM=dist, but ${served} holds no build: run npm run build${which === 'demo' ? ':demo' : ''}`,
      );
    return { dir: served, release: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  const run = spawnSync(
    'npx',
    ['vite', 'build', '--config', config, '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`vite build --config ${config} failed:\n${run.stdout}${run.stderr}`);
  return { dir, release: () => rmSync(dir, { recursive: true, force: true }) };
}
