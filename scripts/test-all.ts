import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps, summary, writeResults, type Step } from './lib/step-runner.ts';

// Every check and test, with one summary line at the end. Used by `npm test` and CI. Steps run side by side as soon
// as what they need has passed and there are cores for them (scripts/lib/step-runner.ts): each step's output is
// printed whole when it ends, with its wall and CPU time; the first failure stops the run. docs/TESTING.md says
// which step does what and how long each takes.
const root = fileURLToPath(new URL('..', import.meta.url));

/** Files that read the client builds the journeys served (CLIENT_BUILDS_FROM=dist): run after them, not in Vitest's step. */
const BUILD_CHECKS = ['tests/security/candidate-build-has-no-mock.test.ts', 'tests/deploy/config/client-stage.test.ts'];
const builtClients = { CLIENT_BUILDS_FROM: 'dist' };

const contract = (args: string[]) => ['tsx', 'scripts/contract.ts', ...args];

const steps: Step[] = [
  {
    // Downloads and unpacks: it mostly waits, so it runs beside the rest from the start.
    id: 'tools',
    title:
      'Debian tools the later steps need: Chromium and fonts, podman, runc, mmdebstrap, nginx (one apt-get when missing, as root)',
    command: 'npx',
    args: ['tsx', 'scripts/install-debian-tools.ts'],
    cores: 0,
  },
  {
    id: 'vitest',
    title: 'unit, component, mock and contract tests (Vitest)',
    command: 'npx',
    args: ['vitest', 'run', '--project', '!machines', ...BUILD_CHECKS.flatMap((file) => ['--exclude', file])],
    // Two workers, but about a core and a third busy (many files wait on child processes and sockets): the one-core
    // steps listed before the journeys run beside it.
    cores: 1,
  },
  {
    // Coverage is measured where its threshold is checked: instrumenting every other file cost the run a quarter more.
    id: 'machines',
    title: 'the machines’ tests, with their line coverage (≥ 95%)',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'machines', '--coverage'],
  },
  {
    id: 'build',
    title: 'the web client, built once (dist/web) for the journeys, the image and the build checks',
    command: 'npx',
    args: ['tsx', 'scripts/build-client.ts', '--logLevel', 'warn'],
  },
  {
    id: 'demo',
    title: 'the backend-free demo in Chromium (builds dist/demo)',
    command: 'npx',
    args: ['tsx', 'scripts/e2e.ts', 'demo.spec.ts'],
    needs: ['tools'],
  },
  {
    id: 'generated',
    title: 'generated files and machine diagrams match their sources',
    command: 'npm',
    args: ['run', '-s', 'gen:check'],
  },
  {
    id: 'lint',
    title: 'lint (Prettier, ESLint, texts, examples, the OpenAPI linters)',
    command: 'npm',
    args: ['run', '-s', 'lint'],
  },
  { id: 'typecheck', title: 'typecheck (one tsconfig per part)', command: 'npm', args: ['run', '-s', 'typecheck'] },
  { id: 'knip', title: 'dead code (knip)', command: 'npx', args: ['knip'] },
  {
    id: 'image',
    title:
      "the container images: built (the client image from dist/web), run, the contract's journeys and a sign-in against them",
    command: 'npm',
    args: ['run', '-s', 'test:image'],
    needs: ['tools', 'build'],
    env: builtClients,
  },
  {
    id: 'scale',
    title: 'replicas behind nginx: 30 sessions in parallel, a replica added, one stopped',
    command: 'npm',
    args: ['run', '-s', 'test:scale'],
    needs: ['tools'],
  },
  {
    id: 'contract-diff',
    title: 'the contract against the last released one (reports/contract-diff.md, reports/contract-diff-junit.xml)',
    command: 'npx',
    args: ['tsx', 'scripts/contract-released.ts'],
  },
  {
    id: 'conformance',
    title: 'contract conformance against a fresh mock (reports/contract-junit.xml, reports/contract-coverage.md)',
    command: 'npx',
    args: contract([
      '--start-mock',
      '--require-full-coverage',
      '--junit',
      'reports/contract-junit.xml',
      '--report',
      'reports/contract-coverage.md',
    ]),
  },
  {
    id: 'generate',
    title: 'generated requests against a fresh mock, seed 1 (reports/generate-junit.xml, reports/generate.md)',
    command: 'npx',
    args: contract([
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
    ]),
  },
  {
    id: 'prism',
    title: 'independent check: Prism proxy (--errors) in front of the mock',
    command: 'npx',
    args: ['tsx', 'scripts/contract-prism.ts'],
  },
  {
    id: 'journeys',
    title:
      'end-to-end journeys in Chromium, each in a mock session of its own, in parallel; the strict project in strict sessions',
    command: 'npx',
    args: ['tsx', 'scripts/e2e.ts', '--prebuilt', '--no-demo', '--reporter', 'dot'],
    needs: ['tools', 'build'],
    cores: 2,
  },
  {
    id: 'build-checks',
    title:
      "the builds the journeys served: the candidate's holds none of the mock, the image's stage copies what it reads",
    command: 'npx',
    args: ['vitest', 'run', ...BUILD_CHECKS],
    needs: ['journeys', 'demo'],
    env: builtClients,
  },
  {
    // Needs the runs that record what the client reads: Vitest's and the journeys' (both).
    id: 'usage',
    title:
      'what the client reads matches openapi/client-usage.json (to refresh: run the tests, then npm run usage:write)',
    command: 'npx',
    args: ['tsx', 'scripts/client-usage.ts', '--check'],
    needs: ['vitest', 'journeys', 'demo'],
  },
];

const began = performance.now();
const results = await runSteps(steps, {
  cwd: root,
  logDir: join(root, 'reports/test-all'),
  capacity: Number(process.env.TEST_CORES ?? availableParallelism()),
  heartbeatMs: 60_000,
});
const wallSeconds = (performance.now() - began) / 1000;
writeResults(join(root, 'reports/test-all/results.json'), results, wallSeconds);
console.log(`\n=== summary ===\n${summary(results, wallSeconds)}`);
process.exit(results.every((r) => r.status === 'passed') ? 0 : 1);
