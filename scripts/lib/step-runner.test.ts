import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkOrder, childCpuSeconds, runSteps, summary, type Step } from './step-runner.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the steps in a temporary folder; what they print is collected, not shown. */
async function run(steps: Step[], capacity = 2) {
  const dir = mkdtempSync(join(tmpdir(), 'steps-'));
  dirs.push(dir);
  let printed = '';
  const results = await runSteps(steps, {
    cwd: dir,
    logDir: join(dir, 'logs'),
    capacity,
    print: (text) => (printed += text),
  });
  return { results, printed, dir };
}

/** A step that appends its id to a file when it starts and again when it ends, `seconds` apart. */
const marking = (id: string, seconds: number, more: Partial<Step> = {}): Step => ({
  id,
  title: `step ${id}`,
  command: 'sh',
  args: ['-c', `echo start-${id} >> order; sleep ${seconds}; echo end-${id} >> order; echo said-${id}`],
  ...more,
});

describe('the step runner of npm test', () => {
  it('reads the CPU of the children from the shell’s `times`', () => {
    expect(childCpuSeconds('0m0.01s 0m0.00s\n1m2.50s 0m0.25s\n')).toBeCloseTo(62.75);
    expect(childCpuSeconds('garbled')).toBeUndefined();
  });

  it('refuses a step that needs one not listed before it, and two steps of one name', () => {
    expect(() => checkOrder([marking('a', 0, { needs: ['b'] }), marking('b', 0)])).toThrow(
      "step 'a' needs 'b', which is not listed before it",
    );
    expect(() => checkOrder([marking('a', 0), marking('a', 0)])).toThrow("two steps are named 'a'");
  });

  it('runs steps side by side as the cores allow, and a step only after those it needs', async () => {
    const { results, dir, printed } = await run([
      marking('a', 0.3),
      marking('b', 0),
      marking('c', 0, { needs: ['a'] }),
    ]);
    const order = readFileSync(join(dir, 'order'), 'utf8').trim().split('\n');
    // a and b start together (as the runner saw them: b's shell may be done before a's has written a line); c waits
    // for a to end.
    const [a, b] = results;
    expect(b!.startedAt!).toBeLessThan(a!.startedAt! + a!.seconds);
    expect(order.indexOf('start-c')).toBeGreaterThan(order.indexOf('end-a'));
    expect(results.map((r) => r.status)).toEqual(['passed', 'passed', 'passed']);
    // Each step's output is printed whole under its own heading.
    expect(printed).toMatch(/=== b: step b — ok \([\d.]+ s, CPU [\d.]+ s\) ===\nsaid-b\n/);
  });

  it('keeps a two-core step from starting beside another on two cores', async () => {
    const { dir } = await run([marking('a', 0.3), marking('wide', 0, { cores: 2 })]);
    expect(readFileSync(join(dir, 'order'), 'utf8').trim().split('\n')).toEqual([
      'start-a',
      'end-a',
      'start-wide',
      'end-wide',
    ]);
  });

  it('lets no step listed later overtake a two-core step waiting for cores', async () => {
    const { dir } = await run([
      marking('a', 0.3),
      marking('b', 0.1),
      marking('wide', 0, { cores: 2, needs: ['b'] }),
      marking('small', 0, { needs: ['b'] }),
    ]);
    const order = readFileSync(join(dir, 'order'), 'utf8').trim().split('\n');
    // b ends first: 'small' could take its core beside a, but 'wide', listed before it, waits for a and goes first.
    expect(order.indexOf('start-wide')).toBeGreaterThan(order.indexOf('end-a'));
    expect(order.indexOf('start-small')).toBeGreaterThan(order.indexOf('start-wide'));
  });

  it('stops at the first failure: the steps running are ended, the rest not started, and the summary says so', async () => {
    const { results, printed } = await run([
      { id: 'fails', title: 'fails', command: 'sh', args: ['-c', 'echo broken; exit 3'] },
      marking('slow', 30),
      marking('after', 0, { needs: ['fails'] }),
    ]);
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['fails', 'failed'],
      ['slow', 'failed'],
      ['after', 'not run'],
    ]);
    expect(results[1]!.seconds).toBeLessThan(10);
    expect(printed).toContain('=== fails: fails — FAILED');
    expect(printed).toContain('=== slow: step slow — stopped');
    const text = summary(results, 1);
    expect(text).toContain('FAIL  fails: fails');
    expect(text).toContain('--    after: step after (not run)');
    expect(text).toMatch(/total: 1\.0 s\nsteps: 0 passed, 3 failed\n$/);
  });
});
