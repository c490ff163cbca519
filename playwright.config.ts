import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import type { MockAuth } from './tests/e2e/support/mock-control.ts';

const PORT = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

/**
 * The journeys that touch a candidate's own data run in sessions in the strict ownership mode: the client must
 * present its sign-in token on every call that names the candidate (the interviewer's e-mail session on the
 * interviewer's calls). They run there only: their sessions must end with no call refused (tests/e2e/support/fixtures.ts),
 * and a strict session that refused nothing gave every answer the open mode gives, so an open run would repeat them.
 */
const STRICT_JOURNEYS = [
  'sign-in.spec.ts',
  'earnings.spec.ts',
  'profile.spec.ts',
  'applications.spec.ts',
  'interviews.spec.ts',
];

/**
 * The journeys run against the built client and the mock upstream on one port (`npm run test:e2e` builds first),
 * each in a mock session of its own (tests/e2e/support/fixtures.ts), so they run in parallel: as many workers as
 * E2E_WORKERS says, else one more than the cores (a journey spends part of its time waiting on the page and the mock:
 * with one per core a fifth of the CPU stood idle).
 */
/** E2E_WORKERS as Playwright takes it: a number, or a share of the cores ('50%'). */
function workersFrom(setting: string | undefined): number | string {
  if (setting === undefined || setting === '') return availableParallelism() + 1;
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}

export default defineConfig<{ mockAuth: MockAuth }>({
  testDir: 'tests/e2e',
  // The backend-free demo has its own server and config (playwright.demo.config.ts).
  testIgnore: 'demo.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: workersFrom(process.env.E2E_WORKERS),
  forbidOnly: CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'reports/playwright', open: 'never' }]],
  use: {
    baseURL,
    // A trace recorded for every journey costs the run about half as much again in Chromium and Playwright; rerun a
    // failing journey with `--trace retain-on-failure` (docs/TESTING.md). A failing journey keeps its last screen.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The service worker's precache of the whole build, in every journey's new context, cost the run about an eighth
    // of its CPU. The journeys of the installed and offline app allow it (installable-offline, account-offline,
    // saved-jobs), and installable-offline checks that it answers every screen's address with that screen's document.
    serviceWorkers: 'block',
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
  projects: [
    {
      name: 'open',
      testIgnore: ['demo.spec.ts', ...STRICT_JOURNEYS],
      use: { ...devices['Desktop Chrome'], channel: undefined, mockAuth: 'open' },
    },
    {
      name: 'strict',
      testMatch: STRICT_JOURNEYS,
      use: { ...devices['Desktop Chrome'], channel: undefined, mockAuth: 'strict' },
    },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts --no-build',
    url: `${baseURL}/__mock/health`,
    env: { PORT: String(PORT), MOCK_VALIDATE_RESPONSES: 'throw' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
