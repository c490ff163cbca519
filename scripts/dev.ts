import { createServer } from 'vite';
import { fileURLToPath } from 'node:url';
import { LOOPBACK_HOST, startServer } from '#mock/server.ts';
import { commandLine } from '#conformance/cli/options.ts';
import { printBanner } from './lib/banner.ts';
import { consolePage } from './lib/console-build.ts';
import { portFromEnv } from './lib/env.ts';
import { exitUnlessHostAllowed, networkOptionsFromEnv } from './lib/network-env.ts';
import { printStartState, startStateFromEnv } from './lib/start-state.ts';

// Developer mode: the mock on 127.0.0.1:$MOCK_PORT (default 8081) and Vite's hot reload on $HOST:$PORT
// (default 127.0.0.1:8080), which forwards API and control calls to the mock with the page's Host and Origin,
// so the mock's Host and Origin checks see what the browser sent. MOCK_SCENARIO, MOCK_SNAPSHOT, MOCK_REPLAY and
// MOCK_AUTH hold as for `npm run mock`.
commandLine('dev', 'Usage: npm run dev   (no options: PORT, MOCK_PORT and the rest are set in the environment)', {});
const { host = LOOPBACK_HOST, allowRemote, hosts, client } = networkOptionsFromEnv();
exitUnlessHostAllowed({ host, allowRemote });
const mockPort = Number(process.env.MOCK_PORT ?? 8081);
const state = startStateFromEnv({ validateResponses: 'warn' });
const { url: mockUrl } = await startServer({
  port: mockPort,
  hosts,
  worlds: state.worlds,
  // The console is the mock's page (built when first asked for, if out of date); Vite forwards /__mock/ to it.
  consolePage: consolePage('on-first-visit', client?.serveSourceMaps),
});
const vite = await createServer({
  configFile: fileURLToPath(new URL('../web/vite.config.ts', import.meta.url)),
  server: {
    host,
    port: portFromEnv(),
    // Vite answers loopback names and IP addresses; names listed for the mock are answered here too.
    allowedHosts: [...(hosts?.allowedHosts ?? []), ...(hosts?.controlAllowedHosts ?? [])],
    proxy: Object.fromEntries(
      [
        '/api',
        '/corporate-recruitment',
        '/recruiter-services',
        '/legacy-services',
        '/candidate-services',
        '/__mock',
        '/json',
        '/data',
        '/reverse',
      ].map((prefix) => [prefix, { target: mockUrl, changeOrigin: false }]),
    ),
  },
});
await vite.listen();
printBanner('Talent Jobs dev server (hot reload)', vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '');
console.log(`  mock upstream           ${mockUrl}`);
printStartState(state);
