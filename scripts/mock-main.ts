import { startServer } from '#mock/server.ts';
import { printBanner } from './lib/banner.ts';
import { authModeFromEnv, jobCountFromEnv, portFromEnv, responseValidationFromEnv } from './lib/env.ts';
import { exitUnlessHostAllowed, networkOptionsFromEnv } from './lib/network-env.ts';
import { replayFromEnv } from './lib/replay-env.ts';
import { printStartState, startStateFromEnv } from './lib/start-state.ts';

/**
 * The mock upstream on 127.0.0.1:$PORT (default 8080), alone or with a built client from `staticDir`. Called by
 * scripts/mock.ts and by the container image's process (scripts/image/container-main.ts), each from a bundle (a
 * function rather than top-level code: the bundle is a CommonJS script, which has no top-level await).
 */
export async function startMock(options: { staticDir?: string } = {}): Promise<void> {
  const auth = authModeFromEnv();
  const network = networkOptionsFromEnv();
  exitUnlessHostAllowed(network);
  const replay = replayFromEnv();
  const state = startStateFromEnv({
    validateResponses: responseValidationFromEnv(),
    jobCount: jobCountFromEnv(),
    auth,
  });
  const { url } = await startServer({
    port: portFromEnv(),
    world: state.world,
    ...network,
    replay,
    ...(options.staticDir ? { staticDir: options.staticDir } : {}),
  });
  printBanner(options.staticDir ? 'Talent Jobs (web client and mock upstream)' : 'Mock upstream', url);
  console.log(
    `  ownership mode          ${auth}   (MOCK_AUTH=strict: a candidate's data needs that candidate's sign-in token)`,
  );
  printStartState(state);
  if (replay)
    console.log(
      `  replay                  ${replay.size} recorded answers from ${process.env.MOCK_REPLAY} (everything else from the simulation)`,
    );
}
