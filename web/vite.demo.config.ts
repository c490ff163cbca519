import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import candidateConfig from './vite.config.ts';

// The backend-free demo (`npm run build:demo` → dist/demo): the candidate build's settings, with an
// entry that starts the mock in the page (web/src/demo/main.ts) before the app. `vite preview --config
// web/vite.demo.config.ts` serves it; any static host can.

const WORKER_FILE = 'mockServiceWorker.js';
const workerScript = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER_FILE}`));

/** index.html loads the demo entry instead of the app's. */
function demoEntry(): Plugin {
  return {
    name: 'demo-entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!html.includes('/src/main.tsx'))
          throw new Error('web/index.html no longer loads /src/main.tsx: point the demo entry at its new entry.');
        return html.replace('/src/main.tsx', '/src/demo/main.ts');
      },
    },
  };
}

/** MSW's worker script, taken from the installed msw so that it always matches the library's version. */
function mswWorker(): Plugin {
  return {
    name: 'msw-worker',
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(workerScript());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerScript() });
    },
  };
}

export default mergeConfig(
  candidateConfig,
  defineConfig({
    plugins: [demoEntry(), mswWorker()],
    // The mock calls node:crypto's randomInt for random one-time codes; the page has Web Crypto instead.
    resolve: {
      alias: [
        { find: /^node:crypto$/, replacement: fileURLToPath(new URL('src/demo/node-crypto.ts', import.meta.url)) },
      ],
    },
    build: {
      outDir: fileURLToPath(new URL('../dist/demo', import.meta.url)),
      // The in-page mock (world generator, contract, validators, MSW) is one chunk of about 1.4 MB.
      chunkSizeWarningLimit: 1600,
    },
    preview: { host: '127.0.0.1', port: 8095, strictPort: true },
  }),
);
