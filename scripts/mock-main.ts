import { startServer } from '#mock/server.ts';
import { printBanner } from './lib/banner.ts';
import { consolePage } from './lib/console-build.ts';
import { portFromEnv, responseValidationFromEnv } from './lib/env.ts';
import { exitUnlessHostAllowed, networkOptionsFromEnv } from './lib/network-env.ts';
import { printStartState, startStateFromEnv } from './lib/start-state.ts';

/**
 * The mock upstream alone (no client), on 127.0.0.1:$PORT (default 8080). Called by scripts/mock.ts, from a bundle
 * (a function rather than top-level code: the bundle is a CommonJS script, which has no top-level await).
 */
export async function startMock(): Promise<void> {
  const network = networkOptionsFromEnv();
  exitUnlessHostAllowed(network);
  const state = startStateFromEnv({ validateResponses: responseValidationFromEnv() });
  const { url } = await startServer({
    port: portFromEnv(),
    worlds: state.worlds,
    // The mock starts at once; a console out of date is built when its page is first asked for.
    consolePage: consolePage('on-first-visit', network.client?.serveSourceMaps),
    ...network,
  });
  printBanner('Mock upstream', url);
  printStartState(state);
}
