import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkHints } from './build/chunk-hints.ts';
import { precompress } from './build/precompress.ts';

/**
 * react-router's exports map has no production condition (every import resolves to dist/development): a build
 * takes its production files instead; the dev server keeps the development ones and their warnings.
 */
function productionReactRouter(): Plugin {
  const dir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'production-react-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dir, 'dist/production/index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dir, 'dist/production/dom-export.mjs') },
        ],
      },
    }),
  };
}

/** A catalogue of a language other than English: a feature's locales/hi.ts, i18n/messages/hi.ts, … */
const OTHER_LANGUAGE_TEXTS = /[\\/](?:locales|messages)[\\/]((?!en\.ts$)[a-z]{2})\.ts$/;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), productionReactRouter(), chunkHints(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // Maps are written for debugging but not linked from the scripts; the server refuses them unless
    // SERVE_SOURCEMAPS=1, and then links them with a SourceMap header.
    sourcemap: 'hidden',
    rollupOptions: {
      // Machine and rule modules only define things: a screen that imports one machine through the
      // machines/ barrel must not pull in the others.
      treeshake: { moduleSideEffects: (id) => !/\/machines\/src\//.test(id) },
      preserveEntrySignatures: false,
      output: {
        // Everything the first page needs arrives as one file (one request, one gzip dictionary) instead of a
        // dozen small shared chunks. Rules are not grouped: a rule two account screens share (the resume rule,
        // say) would otherwise ride along in a chunk the home route loads.
        codeSplitting: {
          groups: [
            // Another language's texts, every namespace in one file (about 13 KB gzip for Hindi): choosing it fetches
            // one file instead of eighteen small ones, which on a phone's connection arrived in three waves. Lowest
            // priority: a module the texts import that the first page also needs (the language list) stays in 'app'.
            { name: (id) => OTHER_LANGUAGE_TEXTS.exec(id)?.[1] ?? null, debugName: 'language texts', test: OTHER_LANGUAGE_TEXTS, priority: 0 },
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The flow and query libraries, the referral form, the candidate record's reading and the few tiny
            // machine helpers the home screen shares with the account screens: one more file for the home route
            // instead of several small ones.
            // Icons two or more screens or dialogs share: one file instead of a request of a few hundred bytes each (on a
            // phone's HTTP/1.1 connection every six requests cost another round trip).
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 2, priority: 1 },
            // The account screens' frame (title banner, stat tiles, the signed-out card): one file for the four screens.
            { name: 'account-frame', test: /[\\/]web[\\/]src[\\/](app[\\/]routes[\\/]account-screen|ui[\\/](page-banner|stat-tile))\.tsx$/, minShareCount: 2, priority: 1 },
            {
              name: 'screens',
              test: /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|@tanstack[\\/](query-core|react-query))[\\/]|[\\/]web[\\/]src[\\/]features[\\/](refer[\\/]|apply[\\/](api[\\/]get-candidate-profile|model[\\/]profile)\.ts)|[\\/]machines[\\/]src[\\/](rules[\\/](job-id|actor-failure)|not-provided)\.ts$/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
