import { randomBytes } from 'node:crypto';
import { engineOutput, findEngine, runEngine, type Engine } from './engine.ts';

/** A container of the image, its port published on 127.0.0.1. */
export interface RunningContainer {
  name: string;
  url: string;
  /** What the process printed. */
  logs(): string;
  /** Runs a command inside; its stdout, or undefined when it failed. */
  exec(command: string[]): string | undefined;
  remove(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the image with `env` on 127.0.0.1:`port` and waits (up to 30 s) until its health check answers 200. */
export async function runContainer(
  engine: Engine,
  image: string,
  options: { port: number; env?: Record<string, string>; args?: string[] },
): Promise<RunningContainer> {
  const name = `jobs-referral-test-${randomBytes(4).toString('hex')}`;
  const env = Object.entries(options.env ?? {}).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
  const started = runEngine(
    engine,
    [
      'run',
      '--detach',
      ...engine.runtimeArgs,
      '--name',
      name,
      '--publish',
      `127.0.0.1:${options.port}:8080`,
      ...env,
      image,
      ...(options.args ?? []),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (started.status !== 0) throw new Error(`${engine.name} run failed: ${String(started.stderr)}`);
  const container: RunningContainer = {
    name,
    url: `http://127.0.0.1:${options.port}`,
    logs: () => {
      const run = runEngine(engine, ['logs', name], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
      return `${String(run.stdout)}${String(run.stderr)}`;
    },
    exec: (command) => engineOutput(engine, ['exec', name, ...command]),
    remove: () => void runEngine(engine, ['rm', '--force', name], { stdio: 'ignore' }),
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${container.url}/__mock/health`)).ok) return container;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const logs = container.logs();
  container.remove();
  throw new Error(`${image} did not answer /__mock/health in 30 s:\n${logs}`);
}

/**
 * The image's own HEALTHCHECK, as the engine runs it: podman runs it on demand (its timer needs systemd);
 * docker's timer runs it every 10 s, so its status is polled until it is no longer 'starting'.
 */
export async function healthStatus(engine: Engine, container: RunningContainer): Promise<string> {
  if (engine.name === 'podman') {
    const run = runEngine(engine, ['healthcheck', 'run', container.name], {
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
    });
    return run.status === 0 ? 'healthy' : `unhealthy: ${String(run.stdout).trim()}`;
  }
  for (let attempt = 0; attempt < 60; attempt++) {
    const status = engineOutput(engine, ['inspect', '--format', '{{.State.Health.Status}}', container.name]) ?? '';
    if (status !== 'starting') return status;
    await sleep(1000);
  }
  return 'starting';
}

/** The engine, or why there is none: only then are the image's tests skipped (and the reason printed). */
export function engineOrReason(): { engine?: Engine; reason?: string } {
  try {
    return { engine: findEngine() };
  } catch (error) {
    return { reason: (error as Error).message };
  }
}
