import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { join } from 'node:path';

/** One step of a run: a command, the steps it waits for, and how many cores it keeps busy. */
export interface Step {
  /** A short name: the prefix of its log and what `needs` names. */
  id: string;
  /** What the step checks, as the summary says it. */
  title: string;
  command: string;
  args: string[];
  /** Steps that must have passed before this one starts. */
  needs?: string[];
  /** Cores the step keeps busy (0 for one that mostly waits: downloads, installs); 1 unless said. */
  cores?: number;
  env?: NodeJS.ProcessEnv;
}

export interface StepResult {
  id: string;
  title: string;
  status: 'passed' | 'failed' | 'not run';
  /** Wall-clock seconds from its start to its end. */
  seconds: number;
  /** Seconds of CPU it and its children used (user + system), when known. */
  cpuSeconds?: number;
  /** Seconds after the run's start at which it started. */
  startedAt?: number;
}

export interface RunOptions {
  cwd: string;
  /** Where each step's output is written (one `<id>.log` each). */
  logDir: string;
  /** How many cores' worth of steps may run at once. */
  capacity: number;
  /** Where each finished step's output goes (stdout by default). */
  print?: (text: string) => void;
  /** How often to say which steps are still running, in ms (0: never). */
  heartbeatMs?: number;
}

/** The CPU its children used, as the shell's `times` prints it on its second line ("0m1.50s 0m0.25s"). */
export function childCpuSeconds(times: string): number | undefined {
  const line = times.trim().split('\n')[1];
  const parts = line?.match(/(\d+)m([\d.]+)s/g);
  if (!parts || parts.length !== 2) return undefined;
  return parts.reduce((sum, part) => {
    const [, minutes, seconds] = /(\d+)m([\d.]+)s/.exec(part)!;
    return sum + Number(minutes) * 60 + Number(seconds);
  }, 0);
}

/** Refuses a list whose `needs` name a step that is not in it or comes after it. */
export function checkOrder(steps: readonly Step[]): void {
  const seen = new Set<string>();
  for (const step of steps) {
    if (seen.has(step.id)) throw new Error(`two steps are named '${step.id}'`);
    for (const need of step.needs ?? [])
      if (!seen.has(need)) throw new Error(`step '${step.id}' needs '${need}', which is not listed before it`);
    seen.add(step.id);
  }
}

const format = (seconds: number) => `${seconds.toFixed(1)} s`;

/**
 * Runs the steps, each as soon as the steps it needs have passed and there are cores for it (in the order listed
 * when several could start; a step waiting for cores is not overtaken by one listed after it), with their output in a log file each, printed whole when the step ends so that steps
 * running side by side do not interleave. Stops at the first failure: the steps still running are ended, the rest
 * not started.
 */
export async function runSteps(steps: readonly Step[], options: RunOptions): Promise<StepResult[]> {
  checkOrder(steps);
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  rmSync(options.logDir, { recursive: true, force: true });
  mkdirSync(options.logDir, { recursive: true });
  const began = performance.now();
  const elapsed = () => (performance.now() - began) / 1000;
  const results = new Map<string, StepResult>();
  const running = new Map<string, { kill: () => void; startedAt: number; cores: number }>();
  let failed = false;

  const waiting = [...steps];
  const usedCores = () => [...running.values()].reduce((sum, step) => sum + step.cores, 0);
  const ready = (step: Step) => (step.needs ?? []).every((need) => results.get(need)?.status === 'passed');

  return new Promise((resolve) => {
    const heartbeat =
      options.heartbeatMs && options.heartbeatMs > 0
        ? setInterval(() => {
            const now = elapsed();
            const list = [...running.entries()].map(([id, r]) => `${id} ${format(now - r.startedAt)}`).join(', ');
            if (list) print(`… ${format(now)}: running ${list}\n`);
          }, options.heartbeatMs)
        : undefined;

    // Each step runs in a process group of its own: when this run is stopped, so are they.
    const stopAll = (signal: NodeJS.Signals) => {
      for (const step of running.values()) step.kill();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once('SIGINT', stopAll);
    process.once('SIGTERM', stopAll);

    const finish = () => {
      process.removeListener('SIGINT', stopAll);
      process.removeListener('SIGTERM', stopAll);
      if (heartbeat) clearInterval(heartbeat);
      resolve(
        steps.map((step) => results.get(step.id) ?? { id: step.id, title: step.title, status: 'not run', seconds: 0 }),
      );
    };

    const startWhatCan = () => {
      if (!failed) {
        for (const step of [...waiting]) {
          const cores = step.cores ?? 1;
          if (!ready(step)) continue;
          // A step that needs more cores than are free waits, unless nothing else runs (it could never start); the
          // steps listed after it wait with it, or a stream of one-core steps would keep a two-core one waiting.
          if (running.size > 0 && usedCores() + cores > options.capacity) break;
          waiting.splice(waiting.indexOf(step), 1);
          start(step, cores);
        }
      }
      if (running.size === 0) finish();
    };

    const start = (step: Step, cores: number) => {
      const log = join(options.logDir, `${step.id}.log`);
      const timesFile = join(options.logDir, `${step.id}.times`);
      const out = createWriteStream(log);
      const startedAt = elapsed();
      print(`▶ ${step.id} (${format(startedAt)}): ${step.title}\n`);
      // The shell reports the CPU its children used (`times`), so each step's cost shows beside its wall time.
      const child = spawn(
        'sh',
        ['-c', '"$@"; status=$?; times > "$TIMES_FILE"; exit $status', 'sh', step.command, ...step.args],
        {
          cwd: options.cwd,
          env: { ...process.env, FORCE_COLOR: '0', ...step.env, TIMES_FILE: timesFile },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        },
      );
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
      const kill = () => {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          // already gone
        }
      };
      running.set(step.id, { kill, startedAt, cores });
      child.on('close', (code, signal) => {
        out.end(() => {
          running.delete(step.id);
          const seconds = elapsed() - startedAt;
          let cpuSeconds: number | undefined;
          try {
            cpuSeconds = childCpuSeconds(readFileSync(timesFile, 'utf8'));
          } catch {
            cpuSeconds = undefined;
          }
          const passed = code === 0 && !signal;
          const stopped = failed && !passed;
          const status = passed ? 'passed' : 'failed';
          results.set(step.id, { id: step.id, title: step.title, status, seconds, cpuSeconds, startedAt });
          const cpu = cpuSeconds === undefined ? '' : `, CPU ${format(cpuSeconds)}`;
          const verdict = passed ? 'ok' : stopped ? 'stopped' : 'FAILED';
          print(`\n=== ${step.id}: ${step.title} — ${verdict} (${format(seconds)}${cpu}) ===\n`);
          print(readFileSync(log, 'utf8'));
          if (!passed && !failed) {
            failed = true;
            for (const other of running.values()) other.kill();
          }
          startWhatCan();
        });
      });
    };

    startWhatCan();
  });
}

/** The summary: each step's verdict and times, the run's wall time, and a closing count line. */
export function summary(results: readonly StepResult[], wallSeconds: number): string {
  const lines = results.map((r) => {
    const mark = r.status === 'passed' ? 'ok  ' : r.status === 'failed' ? 'FAIL' : '--  ';
    const times =
      r.status === 'not run'
        ? 'not run'
        : `${format(r.seconds)}${r.cpuSeconds === undefined ? '' : `, CPU ${format(r.cpuSeconds)}`}, from ${format(r.startedAt ?? 0)}`;
    return `${mark}  ${r.id}: ${r.title} (${times})`;
  });
  const passed = results.filter((r) => r.status === 'passed').length;
  lines.push(`total: ${format(wallSeconds)}`);
  lines.push(`steps: ${passed} passed, ${results.length - passed} failed`);
  return `${lines.join('\n')}\n`;
}

/** Writes the results as JSON (the bench's suite row reads them). */
export function writeResults(file: string, results: readonly StepResult[], wallSeconds: number): void {
  writeFileSync(file, `${JSON.stringify({ wallSeconds, steps: results }, null, 2)}\n`);
}
