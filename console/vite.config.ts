import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { freshOutDir } from '../web/build/fresh-out-dir.ts';

/**
 * The developer console (`npm run build:console` → dist/console, served by the mock at /__mock/console/): an entry
 * and build of its own, so none of it reaches the candidate's bundle. The operations' contract is a chunk of its own,
 * fetched when the Operations view first opens.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__mock/console/',
  plugins: [freshOutDir(), react()],
  build: {
    // `npm run build:console` writes a fresh folder and swaps it in here (scripts/lib/build-swap.ts).
    outDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    emptyOutDir: true,
    sourcemap: 'hidden',
    // The bundled contract (about 350 KB of JSON) is the Operations view's lazy chunk.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // What the first view needs is one file (the lazy contract and its reading stay apart).
      output: { codeSplitting: { groups: [{ name: 'console', tags: ['$initial'], priority: 1 }] } },
    },
  },
});
