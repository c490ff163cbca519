import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program a script needs and the Debian packages that bring it. */
export interface DebianProgram {
  /** What the user reads: 'Chromium', 'nginx'. */
  name: string;
  /** An absolute path, or a command looked up on the PATH. */
  program: string;
  packages: readonly string[];
  /** Install the packages' recommended ones too (apt's default). */
  recommends?: boolean;
}

/** Where a program is: the path itself when absolute, else the PATH's match; undefined when absent. */
export function findProgram(program: string): string | undefined {
  if (program.startsWith('/')) return existsSync(program) ? program : undefined;
  const found = spawnSync('sh', ['-c', 'command -v "$0"', program], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path.startsWith('/') ? path : undefined;
}

export const howToInstall = (wanted: DebianProgram): string =>
  `${wanted.name} was not found (${wanted.program}). Install it as root with:
  apt-get update && apt-get install -y ${wanted.packages.join(' ')}
then run this again.`;

/** apt's package lists are read once per process, before the first install. */
let listsUpdated = false;

/** Installs packages with apt-get as root (the lists updated first, once); throws with the reason on failure. */
export function aptInstall(packages: readonly string[], recommends = true): void {
  if (!listsUpdated) {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    listsUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', ...(recommends ? [] : ['--no-install-recommends']), ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Finds a program; when it is missing and this runs as root, installs its Debian packages with apt-get (a fresh CI
 * machine has none of them); otherwise fails with the command that installs them. Returns the program's path.
 */
export function ensureDebianProgram(wanted: DebianProgram): string {
  const present = findProgram(wanted.program);
  if (present) return present;
  if (process.getuid?.() !== 0) throw new Error(howToInstall(wanted));
  console.log(`${wanted.name} is missing; installing ${wanted.packages.join(', ')} with apt-get…`);
  try {
    aptInstall(wanted.packages, wanted.recommends ?? true);
  } catch (error) {
    throw new Error(`Installing ${wanted.name} failed (${(error as Error).message}).\n${howToInstall(wanted)}`);
  }
  const installed = findProgram(wanted.program);
  if (!installed) throw new Error(howToInstall(wanted));
  return installed;
}
