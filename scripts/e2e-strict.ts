import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The journeys that touch a candidate's own data, against the mock in strict ownership mode (MOCK_AUTH=strict):
// the client must present its sign-in token on every call that names the candidate (the interviewer's e-mail session
// on the interviewer's calls). Extra arguments go to Playwright.
const root = fileURLToPath(new URL('..', import.meta.url));
const STRICT_JOURNEYS = [
  'tests/e2e/sign-in.spec.ts',
  'tests/e2e/earnings.spec.ts',
  'tests/e2e/profile.spec.ts',
  'tests/e2e/applications.spec.ts',
  // The client interviewer's calls carry the client's e-mail session.
  'tests/e2e/interviews.spec.ts',
];

const run = spawnSync('npx', ['tsx', 'scripts/e2e.ts', ...STRICT_JOURNEYS, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, MOCK_AUTH: 'strict' },
});
process.exit(run.status ?? 1);
