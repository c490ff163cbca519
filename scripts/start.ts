import { startServer } from '#mock/server.ts';
import { commandLine } from '#conformance/cli/options.ts';
import { printBanner } from './lib/banner.ts';
import { buildClient, CLIENT_BUILDS } from './lib/build-client.ts';
import { consolePage } from './lib/console-build.ts';
import { portFromEnv, responseValidationFromEnv } from './lib/env.ts';
import { exitUnlessHostAllowed, networkOptionsFromEnv } from './lib/network-env.ts';
import { printStartState, startStateFromEnv } from './lib/start-state.ts';

// Builds the web client, then serves it and the mock upstream on one loopback port (see networkOptionsFromEnv
// for HOST, the allowed Host names and source maps). The build is swapped in whole (scripts/lib/build-swap.ts): a
// server already serving dist/web keeps answering from the previous build until the new one is complete. The
// developer console (/__mock/console/) is built first when missing or out of date, --no-build or not.
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
const page = consolePage('now', network.client?.serveSourceMaps);
const { url } = await startServer({
  port: portFromEnv(),
  staticDir,
  worlds: state.worlds,
  consolePage: page,
  ...network,
});
printBanner('Talent Jobs (web client and mock upstream)', url);
printStartState(state);
