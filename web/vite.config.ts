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
      // machines/ barrel must not pull in the others. The same holds for the design system's components,
      // whose only side effect is their own style sheet, wanted only where the component is used.
      treeshake: { moduleSideEffects: (id) => !/\/machines\/src\//.test(id) && !/\/web\/src\/ui\/[^/]+\.tsx$/.test(id) },
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'rules', test: /[\\/]machines[\\/]src[\\/]rules[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
