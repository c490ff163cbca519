import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  origin: string;
  /** The server's memory after a full garbage collection, in bytes. */
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

const SERVER = fileURLToPath(new URL('./memory-server-main.ts', import.meta.url));

/** Starts the mock in its own Node process on 127.0.0.1 (so its memory is measured apart from the test's). */
export function startChildServer(): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`the mock exited early (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (!out.includes('\n') || line === undefined) return;
      const origin = `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
      resolve({
        origin,
        memory: async () => (await (await fetch(`${origin}/__soak/memory`)).json()) as NodeJS.MemoryUsage,
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
