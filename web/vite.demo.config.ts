import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build, defineConfig, mergeConfig, type Plugin, type PluginOption } from 'vite';
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

/**
 * The developer console, built into the site at /__mock/console/ (its own build, console/vite.config.ts): the demo's
 * 'Developer console' panel shows it in a frame, talking to the mock in the page.
 */
function developerConsole(): Plugin {
  let outDir = '';
  return {
    name: 'developer-console',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await build({
        configFile: fileURLToPath(new URL('../console/vite.config.ts', import.meta.url)),
        logLevel: 'warn',
        build: { outDir: join(outDir, '__mock/console'), emptyOutDir: true },
      });
    },
  };
}

const APP_WORKER_REGISTRATION = /[\\/]web[\\/]src[\\/]app[\\/]pwa[\\/]register-service-worker\.ts$/;

/** The page never registers the app's worker (this build has none): its registration module is a stand-in that does nothing. */
function noAppWorker(): Plugin {
  const standIn = fileURLToPath(new URL('src/demo/no-app-worker.ts', import.meta.url));
  return {
    name: 'no-app-worker',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && APP_WORKER_REGISTRATION.test(resolved.id) ? standIn : null;
    },
  };
}

/**
 * The candidate build's plugins without the app's service worker: MSW's worker answers the demo's requests at the
 * same scope, and two workers would fight over it.
 */
const withoutAppWorker = (plugins: PluginOption[] = []): PluginOption[] =>
  plugins.flat().filter((plugin) => !(plugin && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa')));

export default mergeConfig(
  { ...candidateConfig, plugins: withoutAppWorker(candidateConfig.plugins) },
  defineConfig({
    plugins: [demoEntry(), mswWorker(), noAppWorker(), developerConsole()],
    resolve: {
      alias: [
        // The mock calls node:crypto's randomInt for random one-time codes; the page has Web Crypto instead.
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
