import { defineConfig, devices } from '@playwright/test';
import journeys from './playwright.config.ts';

const PORT = Number(process.env.E2E_DEMO_PORT ?? 8095);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * The backend-free demo's journey: the demo build (`npm run build:demo`) served as static files by
 * `vite preview`, with no mock server running; the mock answers from a service worker in the page.
 * Browser, timeouts and reporting as for the other journeys (playwright.config.ts).
 */
export default defineConfig({
  ...journeys,
  testIgnore: undefined,
  testMatch: 'demo.spec.ts',
  projects: [{ name: 'demo', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  outputDir: 'test-results/demo',
  reporter: [['list'], ['html', { outputFolder: 'reports/playwright-demo', open: 'never' }]],
  use: { ...journeys.use, baseURL, serviceWorkers: 'allow' },
  webServer: {
    command: `npx tsx scripts/build-client.ts --demo --logLevel warn && npx vite preview --config web/vite.demo.config.ts --port ${PORT}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
