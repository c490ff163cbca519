import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Every check and test, in order, with one summary line at the end. Used by `npm test` and CI.
const root = fileURLToPath(new URL('..', import.meta.url));

interface Step {
  name: string;
  command: string;
  args: string[];
}

const steps: Step[] = [
  { name: 'generated files match their sources', command: 'npx', args: ['tsx', 'scripts/gen.ts', '--check'] },
  {
    name: 'machine diagrams match the machines',
    command: 'npx',
    args: ['tsx', 'scripts/gen-machine-diagrams.ts', '--check'],
  },
  { name: 'lint (ESLint and the OpenAPI linter)', command: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'typecheck (one tsconfig per part)', command: 'npm', args: ['run', '-s', 'typecheck'] },
  { name: 'dead code (knip)', command: 'npx', args: ['knip'] },
  {
    name: 'the contract against the last released one (reports/contract-diff.md, reports/contract-diff-junit.xml)',
    command: 'npx',
    args: ['tsx', 'scripts/contract-released.ts'],
  },
  { name: 'unit, component and contract tests (Vitest)', command: 'npx', args: ['vitest', 'run', '--coverage'] },
  {
    name: 'contract conformance against a fresh mock (reports/contract-junit.xml, reports/contract-coverage.md)',
    command: 'npx',
    args: [
      'tsx',
      'scripts/contract.ts',
      '--start-mock',
      '--require-full-coverage',
      '--junit',
      'reports/contract-junit.xml',
      '--report',
      'reports/contract-coverage.md',
    ],
  },
  {
    name: 'generated requests against a fresh mock, seed 1 (reports/generate-junit.xml, reports/generate.md)',
    command: 'npx',
    args: [
      'tsx',
      'scripts/contract.ts',
      '--generate',
      '--start-mock',
      '--seed',
      '1',
      '--max-examples',
      '5',
      '--time-limit',
      '60',
      '--junit',
      'reports/generate-junit.xml',
      '--report',
      'reports/generate.md',
    ],
  },
  {
    name: 'independent check: Prism proxy (--errors) in front of the mock',
    command: 'npx',
    args: ['tsx', 'scripts/contract-prism.ts'],
  },
  {
    name: "the container images: built, run, the contract's journeys and a sign-in against them (npm run test:image; installs podman if missing)",
    command: 'npm',
    args: ['run', '-s', 'test:image'],
  },
  {
    name: 'replicas behind nginx: 30 sessions in parallel, a replica added, one stopped (npm run test:scale; installs nginx if missing)',
    command: 'npm',
    args: ['run', '-s', 'test:scale'],
  },
  {
    name: 'end-to-end journeys in Chromium, each in a mock session of its own, in parallel; the strict project in strict sessions (builds the client; installs chromium if missing)',
    command: 'npx',
    args: ['tsx', 'scripts/e2e.ts'],
  },
  {
    // Needs the two runs above (Vitest, the journeys): each records what the client reads.
    name: 'what the client reads matches openapi/client-usage.json (to refresh: run the tests, then npm run usage:write)',
    command: 'npx',
    args: ['tsx', 'scripts/client-usage.ts', '--check'],
  },
];

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
  if (run.status !== 0) break;
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length + (steps.length - results.length);
console.log(`steps: ${results.length - results.filter((r) => !r.ok).length} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
