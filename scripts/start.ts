import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer } from '#mock/server.ts';
import { printBanner } from './lib/banner.ts';
import { authModeFromEnv, portFromEnv, responseValidationFromEnv } from './lib/env.ts';
import { exitUnlessHostAllowed, networkOptionsFromEnv } from './lib/network-env.ts';
import { printStartState, startStateFromEnv } from './lib/start-state.ts';

// Builds the web client, then serves it and the mock upstream on one loopback port (see networkOptionsFromEnv
// for HOST, the allowed Host names and source maps).
const root = fileURLToPath(new URL('..', import.meta.url));
const staticDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const network = networkOptionsFromEnv();
exitUnlessHostAllowed(network);
const state = startStateFromEnv({ validateResponses: responseValidationFromEnv(), auth: authModeFromEnv() });
if (!process.argv.includes('--no-build')) {
  console.log('Building the web client…');
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
const { url } = await startServer({ port: portFromEnv(), staticDir, world: state.world, ...network });
printBanner('Talent Jobs (web client and mock upstream)', url);
printStartState(state);
