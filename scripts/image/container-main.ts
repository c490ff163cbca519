import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startMock } from '../mock-main.ts';

// The container image's process, bundled into /app/mock.cjs (bundle-server.ts): the mock as `npm run mock` starts
// it, every MOCK_* variable read the same way; with --client (the image's `client` target) the built client beside
// it on the same port, as `npm start` serves them. The image sets HOST=0.0.0.0 and ALLOW_REMOTE=1.
const withClient = process.argv.includes('--client');
const clientDir = join(dirname(process.argv[1] ?? '/app/mock.cjs'), 'web');

if (withClient && !existsSync(join(clientDir, 'index.html'))) {
  console.error(
    `--client: this image has no built client (${clientDir}). Build the Dockerfile's client target: npm run image -- --client`,
  );
  process.exit(2);
}
// The image carries no developer console: its page says it is not built here.
startMock({ developerConsole: false, ...(withClient ? { staticDir: clientDir } : {}) }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
