import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Server and load generator on cores of their own. Left to the scheduler, on a two-core machine the two share a
 * core for part of a round and the rounds of one run disagree by up to a third; pinned, they agree within a few
 * per cent. (Runs still differ from each other: the bare route measured 23,000 to 30,000 requests/s across runs on
 * the same machine, which is why only ratios from one run are reported.) Needs two cores and `taskset`
 * (util-linux); without them everything runs where the scheduler puts it.
 */
const SERVER_CORE = availableParallelism() - 1;
const LOAD_CORE = 0;

/** The process's current CPU mask, as taskset prints it ('pid 123's current affinity mask: 3' → '3'); undefined without taskset. */
function affinityMask(): string | undefined {
  try {
    return execFileSync('taskset', ['-p', String(process.pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .split(' ')
      .pop();
  } catch {
    return undefined;
  }
}

export const canPin = availableParallelism() >= 2 && affinityMask() !== undefined;

/** The command and arguments that run a server on the server's core. */
export function onServerCore(command: string, args: string[]): [string, string[]] {
  return canPin ? ['taskset', ['-c', String(SERVER_CORE), command, ...args]] : [command, args];
}

/**
 * Runs `work` (the load generator, in this process) on the other core, then puts back the CPUs the process had: the
 * servers and browsers the bench starts afterwards inherit them. (The mask is read back rather than rebuilt from
 * availableParallelism(), which counts only the CPUs the process is pinned to.)
 */
export async function onLoadCore<T>(work: () => Promise<T>): Promise<T> {
  const mask = canPin ? affinityMask() : undefined;
  if (mask === undefined) return work();
  execFileSync('taskset', ['-a', '-cp', String(LOAD_CORE), String(process.pid)], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    execFileSync('taskset', ['-a', '-p', mask, String(process.pid)], { stdio: 'ignore' });
  }
}
