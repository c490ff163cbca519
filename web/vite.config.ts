import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
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
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The flow and query libraries and the referral form, which the home screen shares with the account
            // screens: one more file for the home route instead of four small ones.
            {
              name: 'screens',
              test: /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|@tanstack[\\/](query-core|react-query))[\\/]|[\\/]web[\\/]src[\\/]features[\\/]refer[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
