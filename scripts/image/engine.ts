import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianProgram, findProgram } from '../lib/debian-packages.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A container engine on this machine: the command, and what every call needs. */
export interface Engine {
  name: 'podman' | 'docker';
  command: string;
  /** Extra environment for every call (podman: its containers.conf). */
  env: NodeJS.ProcessEnv;
  /** Options `run` and `build` take on this machine (podman: the OCI runtime). */
  runtimeArgs: string[];
}

/**
 * podman as Debian ships it (4.3) runs containers here only with runc and without default ulimits: crun fails on
 * the cgroups of a container-in-container machine, and raising the default ulimits is refused. A containers.conf
 * of its own says so, unless CONTAINERS_CONF already names one.
 */
function podmanEnv(): NodeJS.ProcessEnv {
  if (process.env.CONTAINERS_CONF) return {};
  const dir = join(root, 'node_modules/.cache/image');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'containers.conf');
  writeFileSync(file, '[containers]\ndefault_ulimits = []\n');
  return { CONTAINERS_CONF: file };
}

export const RUNC = { name: 'runc', program: 'runc', packages: ['runc'] } as const;

/** runc when it is there (or can be installed from Debian); otherwise podman's own choice. */
function podmanRuntime(): string[] {
  if (findProgram('runc')) return ['--runtime', 'runc'];
  if (process.getuid?.() !== 0 || !findProgram('apt-get')) return [];
  ensureDebianProgram(RUNC);
  return ['--runtime', 'runc'];
}

const podman = (command: string): Engine => ({
  name: 'podman',
  command,
  env: podmanEnv(),
  runtimeArgs: podmanRuntime(),
});

/** docker counts only when its daemon answers: a client alone cannot build or run anything. */
function usableDocker(): Engine | undefined {
  const command = findProgram('docker');
  if (!command) return undefined;
  const info = spawnSync(command, ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 15_000 });
  return info.status === 0 ? { name: 'docker', command, env: {}, runtimeArgs: [] } : undefined;
}

export const PODMAN = { name: 'podman', program: 'podman', packages: ['podman', 'runc'] } as const;

/**
 * podman or docker, whichever is on the PATH (podman first; docker when its daemon answers). With neither, podman
 * and runc are installed from Debian when this runs as root; otherwise the error says how to install them.
 */
export function findEngine(): Engine {
  const present = findProgram('podman');
  if (present) return podman(present);
  const docker = usableDocker();
  if (docker) return docker;
  return podman(ensureDebianProgram(PODMAN));
}

/** Runs the engine with `args`; the output is inherited unless `options` say otherwise. */
export function runEngine(engine: Engine, args: string[], options: SpawnSyncOptions = {}) {
  return spawnSync(engine.command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...engine.env, ...options.env },
  });
}

/** The engine's answer on stdout, trimmed; undefined when the call failed. */
export function engineOutput(engine: Engine, args: string[]): string | undefined {
  const run = runEngine(engine, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  return run.status === 0 ? String(run.stdout).trim() : undefined;
}

/** Whether the engine holds an image by that name. */
export const hasImage = (engine: Engine, image: string): boolean =>
  engineOutput(engine, ['image', 'inspect', '--format', '{{.Id}}', image]) !== undefined;
