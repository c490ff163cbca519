import { startServer } from '#mock/server.ts';
import { printBanner } from './lib/banner.ts';
import { consolePage } from './lib/console-build.ts';
import { portFromEnv, responseValidationFromEnv } from './lib/env.ts';
import { exitUnlessHostAllowed, networkOptionsFromEnv } from './lib/network-env.ts';
import { printStartState, startStateFromEnv } from './lib/start-state.ts';

/**
 * The mock upstream on 127.0.0.1:$PORT (default 8080), alone or with a built client from `staticDir`, and the
 * developer console at /__mock/console/ (built from the checkout when first asked for; the container image has none).
 * Called by scripts/mock.ts and by the container image's process (scripts/image/container-main.ts), each from a bundle
 * (a function rather than top-level code: the bundle is a CommonJS script, which has no top-level await).
 */
export async function startMock(options: { staticDir?: string; developerConsole?: boolean } = {}): Promise<void> {
  const network = networkOptionsFromEnv();
  exitUnlessHostAllowed(network);
  const state = startStateFromEnv({ validateResponses: responseValidationFromEnv() });
  const { staticDir, developerConsole = true } = options;
  const { url } = await startServer({
    port: portFromEnv(),
    worlds: state.worlds,
    // The mock starts at once; a console out of date is built when its page is first asked for.
    ...(developerConsole ? { consolePage: consolePage('on-first-visit', network.client?.serveSourceMaps) } : {}),
    ...network,
    ...(staticDir ? { staticDir } : {}),
  });
  printBanner(staticDir ? 'Talent Jobs (web client and mock upstream)' : 'Mock upstream', url, { developerConsole });
  printStartState(state);
}
