import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The deployment's slow checks, each its own step of `npm test`: the container images (npm run test:image) and
// replicas behind nginx (npm run test:scale). One file at a time: each starts servers on fixed loopback ports.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/deploy/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
