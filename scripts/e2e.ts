import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearPartials } from '#conformance/client-usage/usage-file.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { buildClient, CLIENT_BUILDS } from './lib/build-client.ts';
import { buildConsoleIfStale } from './lib/console-build.ts';

// End-to-end journeys: Chromium, one client build, then Playwright (which starts the server with --no-build);
// then the demo build's journey.
const root = fileURLToPath(new URL('..', import.meta.url));

try {
  ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Spec files named on the command line choose the runs: the journeys against the mock server, the
// backend-free demo's (playwright.demo.config.ts, which builds and serves dist/demo itself), or both.
// `--prebuilt` serves the dist/web an earlier step built (npm test builds it once, before the journeys and the
// image); `--no-demo` leaves the demo's journeys out (npm test runs them in a step of their own); every other option
// goes to Playwright.
const OWN_OPTIONS = ['--prebuilt', '--no-demo'];
const args = process.argv.slice(2);
const prebuilt = args.includes('--prebuilt');
const isDemoSpec = (arg: string) => /(^|\/)demo\.spec\.ts$/.test(arg);
const specs = args.filter((arg) => arg.endsWith('.spec.ts'));
const options = args.filter((arg) => !arg.endsWith('.spec.ts') && !OWN_OPTIONS.includes(arg));
const runJourneys = specs.length === 0 || specs.some((spec) => !isDemoSpec(spec));
const runDemo = !args.includes('--no-demo') && (specs.length === 0 || specs.some(isDemoSpec));

// Each run replaces its own recordings of what the client reads (reports/client-usage/, tests/e2e/support/client-usage.ts):
// the journeys' (both ownership modes, one project each), the demo's; the other runs' (Vitest) stay for the merge.
let failed = false;
if (runJourneys) {
  clearPartials(['e2e-open-', 'e2e-strict-']);
  if (prebuilt && !existsSync(join(CLIENT_BUILDS.web.served, 'index.html'))) {
    console.error(`--prebuilt: there is no build in ${CLIENT_BUILDS.web.served}; run npm run build first`);
    process.exit(2);
  }
  console.log(
    prebuilt ? 'The developer console, when out of date…' : 'Building the web client and the developer console…',
  );
  const status = (prebuilt ? 0 : buildClient('web', 'warn')) || buildConsoleIfStale();
  if (status !== 0) process.exit(status);
  const run = spawnSync('npx', ['playwright', 'test', ...options, ...specs.filter((spec) => !isDemoSpec(spec))], {
    cwd: root,
    stdio: 'inherit',
  });
  failed ||= run.status !== 0;
}
if (runDemo) {
  console.log('The backend-free demo (no mock server)…');
  clearPartials(['e2e-demo-']);
  // A filter such as -g may match none of the demo's journeys: that is not a failure.
  const filtered = options.length > 0 ? ['--pass-with-no-tests'] : [];
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '--config', 'playwright.demo.config.ts', ...filtered, ...options],
    { cwd: root, stdio: 'inherit' },
  );
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
