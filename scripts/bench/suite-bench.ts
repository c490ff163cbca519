import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StepResult } from '../lib/step-runner.ts';
import type { Row } from './mock-bench.ts';
import { root } from './processes.ts';

/** What `npm test` must fit in on a two-core machine, from a fresh clone. */
const TARGET_S = 600;

const seconds = (value: number) => value.toFixed(0);

/** Runs a command; answers its wall time and whether it passed. */
function timed(command: string, args: string[], cwd: string): { seconds: number; passed: boolean } {
  const started = performance.now();
  const done = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  return { seconds: (performance.now() - started) / 1000, passed: done.status === 0 };
}

function run(command: string, args: string[], cwd: string): number {
  const { seconds, passed } = timed(command, args, cwd);
  if (!passed) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return seconds;
}

/**
 * `npm ci` and `npm test` in a fresh clone of the committed HEAD (uncommitted changes left out), then each of the
 * suite's steps from the run's own record (reports/test-all/results.json): its wall time, its CPU and when it
 * started. The machine's load average is part of the title: other work on it stretches every figure. A suite that
 * fails is reported as failed, not run again (a second run would hide a flaky step).
 */
export async function benchSuite(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'suite-bench-'));
  try {
    const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
    run('git', ['clone', '--quiet', '--no-checkout', root, dir], root);
    run('git', ['checkout', '--quiet', head], dir);
    const loadBefore = loadavg()[0]!;
    const install = run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    const suite = timed('npm', ['test'], dir);
    const wall = suite.seconds;
    const load = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`;
    const { steps } = JSON.parse(readFileSync(join(dir, 'reports/test-all/results.json'), 'utf8')) as {
      steps: StepResult[];
    };
    const title = `npm test from a fresh clone of ${head.slice(0, 7)} (${load})`;
    return [
      { measure: `${title}: npm ci (s)`, ours: seconds(install), baseline: '', ratio: '' },
      ...steps.map((step) => ({
        measure: `${title}: step ${step.id}, wall (CPU) s, started at s`,
        ours:
          step.status === 'not run'
            ? 'not run'
            : `${step.status === 'failed' ? 'failed: ' : ''}${seconds(step.seconds)} (${step.cpuSeconds === undefined ? '?' : seconds(step.cpuSeconds)}), ${seconds(step.startedAt ?? 0)}`,
        baseline: '',
        ratio: '',
      })),
      {
        measure: `${title}: total (s; baseline: the goal)`,
        ours: seconds(wall),
        baseline: `≤ ${TARGET_S}`,
        ratio: suite.passed ? `${(wall / TARGET_S).toFixed(2)} (${wall <= TARGET_S ? 'met' : 'missed'})` : 'failed',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
