import { startServer } from '#mock/server.ts';
import { commandLine } from '#conformance/cli/options.ts';
import { printBanner } from './lib/banner.ts';
import { buildClient, CLIENT_BUILDS } from './lib/build-client.ts';
import { portFromEnv, responseValidationFromEnv } from './lib/env.ts';
import { exitUnlessHostAllowed, networkOptionsFromEnv } from './lib/network-env.ts';
import { printStartState, startStateFromEnv } from './lib/start-state.ts';

// Builds the web client, then serves it and the mock upstream on one loopback port (see networkOptionsFromEnv
// for HOST, the allowed Host names and source maps). The build is swapped in whole (scripts/lib/build-swap.ts): a
// server already serving dist/web keeps answering from the previous build until the new one is complete.
const staticDir = CLIENT_BUILDS.web.served;
const network = networkOptionsFromEnv();
exitUnlessHostAllowed(network);
const state = startStateFromEnv({ validateResponses: responseValidationFromEnv() });
const { 'no-build': noBuild } = commandLine(
  'start',
  'Usage: npm start [-- --no-build]   (--no-build serves the client build dist/web already holds)',
  { 'no-build': { type: 'boolean' } },
);
if (!noBuild) {
  console.log('Building the web client…');
  const status = buildClient('web', 'warn');
  if (status !== 0) process.exit(status);
}
const { url } = await startServer({ port: portFromEnv(), staticDir, worlds: state.worlds, ...network });
printBanner('Talent Jobs (web client and mock upstream)', url);
printStartState(state);
