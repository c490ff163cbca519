import { startServer } from '#mock/server.ts';
import { printBanner } from './lib/banner.ts';
import { authModeFromEnv, jobCountFromEnv, portFromEnv, responseValidationFromEnv } from './lib/env.ts';
import { exitUnlessHostAllowed, networkOptionsFromEnv } from './lib/network-env.ts';

// The mock upstream alone (no client), on 127.0.0.1:$PORT (default 8080).
const auth = authModeFromEnv();
const network = networkOptionsFromEnv();
exitUnlessHostAllowed(network);
const { url } = await startServer({
  port: portFromEnv(),
  worldOptions: { validateResponses: responseValidationFromEnv(), jobCount: jobCountFromEnv(), auth },
  ...network,
});
printBanner('Mock upstream', url);
console.log(`  ownership mode          ${auth}   (MOCK_AUTH=strict: a candidate's data needs that candidate's sign-in token)`);
