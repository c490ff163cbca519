import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningPrism {
  url: string;
  stop(): void;
}

/** Starts Prism (`prism mock` or `prism proxy`) on openapi/openapi.json on 127.0.0.1:port; resolves once it listens. */
export async function startPrism(args: string[], port: number): Promise<RunningPrism> {
  const prism = spawn('npx', ['prism', ...args, '-p', String(port), '-h', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it also stops the Prism process npx starts
  });
  const stop = () => {
    try {
      if (prism.pid) process.kill(-prism.pid, 'SIGTERM');
    } catch {
      // Already gone (it exited, or was stopped before).
    }
  };
  // Its own process group outlives this process unless told: stopped from outside (a test run ending its steps) or
  // ending, this process takes Prism with it, so no Prism is left holding the port.
  process.once('exit', stop);
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      stop();
      process.exit(128 + (signal === 'SIGTERM' ? 15 : 2));
    });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 60 s:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout.on('data', onData);
    prism.stderr.on('data', onData);
    prism.on('exit', (code) => reject(new Error(`Prism exited (${code}):\n${log}`)));
  }).catch((cause: unknown) => {
    stop();
    throw cause;
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}
