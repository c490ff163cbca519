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

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const canPin = availableParallelism() >= 2 && hasTaskset();

/** The command and arguments that run a server on the server's core. */
export function onServerCore(command: string, args: string[]): [string, string[]] {
  return canPin ? ['taskset', ['-c', String(SERVER_CORE), command, ...args]] : [command, args];
}

/** The process's current CPU mask, as taskset prints it ('pid 123's current affinity mask: 3' → '3'). */
const affinityMask = (): string => execFileSync('taskset', ['-p', String(process.pid)], { encoding: 'utf8' }).trim().split(' ').pop() ?? '';

/**
 * Runs `work` (the load generator, in this process) on the other core, then puts back the CPUs the process had: the
 * servers and browsers the bench starts afterwards inherit them. (The mask is read back rather than rebuilt from
 * availableParallelism(), which counts only the CPUs the process is pinned to.)
 */
export async function onLoadCore<T>(work: () => Promise<T>): Promise<T> {
  if (!canPin) return work();
  const mask = affinityMask();
  execFileSync('taskset', ['-a', '-cp', String(LOAD_CORE), String(process.pid)], { stdio: 'ignore' });
  try {
    return await work();
  } finally {
    execFileSync('taskset', ['-a', '-p', mask, String(process.pid)], { stdio: 'ignore' });
  }
}
