import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { contractDiff } from '#conformance/diff/cli.ts';
import { readContract, workingTreeContract } from '#conformance/spec/read-contract.ts';
import type { Row } from './mock-bench.ts';
import { root } from './processes.ts';

const ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Medians of ROUNDS: the whole diff (read, compare, place each change on its line, the Markdown report), and reading alone. */
async function measure(
  diff: () => Promise<unknown>,
  read: () => Promise<unknown>,
): Promise<{ diff: number; read: number }> {
  await diff(); // warm: the modules loaded and compiled
  const diffs: number[] = [];
  const reads: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    diffs.push(await timed(diff));
    reads.push(await timed(read));
  }
  return { diff: median(diffs), read: median(reads) };
}

/**
 * `contract:diff` in process (the command's own function, Markdown to a string): this repository's contract
 * (openapi/src) against its released one, and a ~1.5 MB third-party pair (Box's API, four months apart:
 * scripts/bench/diff-data/). The baseline is reading the same two contracts alone; the goal is at most 1 s each.
 */
export async function benchDiff(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'diff-bench-'));
  try {
    const [base, head] = ['box-9309c62d', 'box-30928476'].map((name) => {
      const file = join(dir, `${name}.json`);
      writeFileSync(file, gunzipSync(readFileSync(join(root, 'scripts/bench/diff-data', `${name}.json.gz`))));
      return file;
    }) as [string, string];
    const released = join(root, 'openapi/released/openapi.json');
    const own = await measure(
      () => contractDiff(['--base', released], root),
      async () => [await readContract(released, { root }), await workingTreeContract(root)],
    );
    let changes = '';
    const box = await measure(
      async () => (changes = (await contractDiff(['--base', base, '--head', head], root)).note),
      async () => [await readContract(base, { root }), await readContract(head, { root })],
    );
    return [
      {
        measure: `contract:diff, this contract (openapi/src) against its released one, Markdown: median of ${ROUNDS} (goal ≤ 1 s); baseline reading the two`,
        ours: ms(own.diff),
        baseline: ms(own.read),
        ratio: (own.diff / own.read).toFixed(2),
      },
      {
        measure: `contract:diff, Box's API 2023-09-04 → 2024-01-17 (1.5 MB each; ${changes.split(':')[0]}), Markdown: median of ${ROUNDS} (goal ≤ 1 s); baseline reading the two`,
        ours: ms(box.diff),
        baseline: ms(box.read),
        ratio: (box.diff / box.read).toFixed(2),
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
