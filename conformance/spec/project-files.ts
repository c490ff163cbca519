import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ContractError } from './contract-error.ts';

/** The files of this repository's contract layout (`openapi/…`), read from the working tree or from a git commit. */
export interface ProjectFiles {
  /** Where the files come from, for messages: a folder, or `git ref X`. */
  label: string;
  /** A file's text by its path from the repository's root (`openapi/src/openapi.yaml`). */
  read(path: string): string;
  /** The names of the files in a folder (`openapi/src/paths`). */
  list(dir: string): string[];
  /** Whether a file exists. */
  has(path: string): boolean;
}

export function filesOnDisk(root: string): ProjectFiles {
  return {
    label: root,
    read: (path) => readFileSync(join(root, path), 'utf8'),
    list: (dir) => readdirSync(join(root, dir)),
    has: (path) => {
      try {
        readFileSync(join(root, path));
        return true;
      } catch {
        return false;
      }
    },
  };
}

function git(root: string, args: string[]): { ok: boolean; out: string; err: string } {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: run.status === 0, out: run.stdout ?? '', err: (run.stderr ?? '').trim() };
}

/** The commit a ref names in the repository at `root`, or undefined when it names none. */
export function commitOf(root: string, ref: string): string | undefined {
  if (ref.startsWith('-')) return undefined;
  const found = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  return found.ok ? found.out.trim() : undefined;
}

/** The files at a commit, each read with `git show` when asked for (and kept). */
export function filesAtCommit(root: string, ref: string, commit: string): ProjectFiles {
  const texts = new Map<string, string | null>();
  const show = (path: string): string | null => {
    if (!texts.has(path)) {
      const found = git(root, ['show', `${commit}:${path}`]);
      texts.set(path, found.ok ? found.out : null);
    }
    return texts.get(path) ?? null;
  };
  return {
    label: `git ref ${ref}`,
    read: (path) => {
      const text = show(path);
      if (text === null) throw new ContractError(`git ref '${ref}' has no ${path}`);
      return text;
    },
    list: (dir) => {
      const found = git(root, ['ls-tree', '--name-only', `${commit}:${dir}`]);
      if (!found.ok) throw new ContractError(`git ref '${ref}' has no ${dir}`);
      return found.out.split('\n').filter(Boolean);
    },
    has: (path) => show(path) !== null,
  };
}
