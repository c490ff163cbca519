import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Running {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn until the URL answered. */
  startMs: number;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts a command in its own process group and waits until `probe` answers 200. */
export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  url: string,
  probe: string,
): Promise<Running> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url + probe)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited early:\n${output}`);
    await sleep(25);
    if (i === 1199) throw new Error(`${command} did not answer ${probe} in 30 s:\n${output}`);
  }
  const startMs = performance.now() - started;
  return {
    url,
    child,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || !child.pid) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/**
 * The built client with the mock (`npm start --no-build`) on 127.0.0.1:`port`, or the server already running at
 * BENCH_CLIENT_URL (then left running).
 */
export async function startClientServer(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.BENCH_CLIENT_URL) return { url: process.env.BENCH_CLIENT_URL, stop: async () => {} };
  return startProcess(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '--no-build'],
    { PORT: String(port) },
    `http://127.0.0.1:${port}`,
    '/__mock/health',
  );
}
