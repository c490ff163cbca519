import { createServer } from 'vite';
import { fileURLToPath } from 'node:url';
import { startServer } from '#mock/server.ts';
import { printBanner } from './lib/banner.ts';
import { portFromEnv } from './lib/env.ts';

// Developer mode: the mock on $MOCK_PORT (default 8081) and Vite's hot reload on $PORT (default 8080),
// which forwards API and control calls to the mock.
const mockPort = Number(process.env.MOCK_PORT ?? 8081);
const { url: mockUrl } = await startServer({ port: mockPort, worldOptions: { validateResponses: 'warn' } });
const vite = await createServer({
  configFile: fileURLToPath(new URL('../web/vite.config.ts', import.meta.url)),
  server: {
    host: '127.0.0.1',
    port: portFromEnv(),
    proxy: Object.fromEntries(
      ['/api', '/corporate-recruitment', '/recruiter-services', '/legacy-services', '/candidate-services', '/__mock', '/json', '/data', '/reverse'].map(
        (prefix) => [prefix, { target: mockUrl, changeOrigin: false }],
      ),
    ),
  },
});
await vite.listen();
printBanner('Talent Jobs dev server (hot reload)', vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '');
console.log(`  mock upstream           ${mockUrl}`);
