import { startServer } from '#mock/server.ts';
import { printBanner } from './lib/banner.ts';
import { jobCountFromEnv, portFromEnv, responseValidationFromEnv } from './lib/env.ts';

// The mock upstream alone (no client), on 127.0.0.1:$PORT (default 8080).
const { url } = await startServer({ port: portFromEnv(), worldOptions: { validateResponses: responseValidationFromEnv(), jobCount: jobCountFromEnv() } });
printBanner('Mock upstream', url);
