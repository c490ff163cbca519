import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

/** The journeys run against the built client and the mock upstream on one port (`npm run test:e2e` builds first). */
export default defineConfig({
  testDir: 'tests/e2e',
  // The backend-free demo has its own server and config (playwright.demo.config.ts).
  testIgnore: 'demo.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'reports/playwright', open: 'never' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'on',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx scripts/start.ts --no-build',
    url: `${baseURL}/__mock/health`,
    // MOCK_AUTH=strict runs the journeys against the strict ownership mode (scripts/e2e-strict.ts).
    env: { PORT: String(PORT), MOCK_VALIDATE_RESPONSES: 'throw', MOCK_AUTH: process.env.MOCK_AUTH ?? 'open' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
