import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.ts';

// End-to-end journeys: Chromium, one client build, then Playwright (which starts the server with --no-build).
const root = fileURLToPath(new URL('..', import.meta.url));

try {
  ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

console.log('Building the web client…');
const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
