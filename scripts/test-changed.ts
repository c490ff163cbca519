import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { commandLine } from '#conformance/cli/options.ts';

// `npm run test:changed [-- --base <git ref>]`: the inner loop. The Vitest files a change touches (`--changed`:
// changed test files and those importing a changed module) and the journeys whose spec files, or files they import,
// changed (Playwright's `--only-changed`; a change to the client alone runs none: `npm test` runs them all).
// Without --base, the changes not yet committed; with it, everything since that ref (e.g. `main`).
const root = fileURLToPath(new URL('..', import.meta.url));
const { base } = commandLine(
  'test:changed',
  'Usage: npm run test:changed [-- --base <git ref>]   (without --base: the changes not yet committed)',
  { base: { type: 'string' } },
);

const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status;

console.log(`Vitest: the files ${base ? `changed since ${base}` : 'not yet committed'} and those importing them…`);
const vitest = run('npx', ['vitest', 'run', '--passWithNoTests', '--changed', ...(base ? [base] : [])]);

const onlyChanged = base ? `--only-changed=${base}` : '--only-changed';
/** The spec files a Playwright config would run with --only-changed. */
function changedSpecs(config: string): number {
  const listed = spawnSync(
    'npx',
    ['playwright', 'test', '--config', config, '--list', onlyChanged, '--reporter=json'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  try {
    return (JSON.parse(listed.stdout) as { suites: unknown[] }).suites.length;
  } catch {
    console.error(`playwright test --config ${config} --list ${onlyChanged} failed:\n${listed.stderr}`);
    process.exit(1);
  }
}
const journeyFiles = changedSpecs('playwright.config.ts') + changedSpecs('playwright.demo.config.ts');

let journeys = 0;
if (journeyFiles === 0) {
  console.log('No journey file changed: no journey runs (npm test runs them all).');
} else {
  console.log(`Journeys: ${journeyFiles} changed spec file(s)…`);
  journeys = run('npx', ['tsx', 'scripts/e2e.ts', onlyChanged]) ?? 1;
}
process.exit(vitest === 0 && journeys === 0 ? 0 : 1);
