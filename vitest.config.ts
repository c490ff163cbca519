import { defineConfig } from 'vitest/config';

// One Vitest run covers every folder; each folder is its own project so that
// the browser-like environment is only paid for where React is rendered.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'machines', include: ['machines/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'mock-server', include: ['mock-server/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'conformance', include: ['conformance/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'console', include: ['console/**/*.test.ts', 'console/**/*.test.tsx'], environment: 'jsdom' } },
      // The deployment's files; the images and the replicas behind nginx have their own steps (tests/deploy/vitest.config.ts).
      { test: { name: 'deploy', include: ['tests/deploy/config/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: { name: 'security', include: ['tests/security/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        test: {
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/**/*.test.ts', 'web/**/*.test.tsx'],
          environment: 'jsdom',
          // The second records what the client sends and reads (conformance/client-usage, `npm run usage`).
          setupFiles: ['web/src/testing/setup.ts', 'conformance/client-usage/vitest-setup.ts'],
          globalSetup: ['conformance/client-usage/vitest-clear.ts'],
        },
        // lucide-react's ES module entry re-exports some 4,800 icon files, seconds to load in each test worker; its
        // one-file CommonJS build holds the same icons (the client build keeps the ES entry and tree-shakes it).
        resolve: { alias: [{ find: /^lucide-react$/, replacement: 'lucide-react/dist/cjs/lucide-react.js' }] },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['machines/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'machines/src/**/index.ts'],
      // The machines carry the client's rules: keep them covered.
      thresholds: { lines: 95 },
    },
  },
});
