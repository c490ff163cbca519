import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The random part of a build folder's name: twelve hex digits. */
const BUILD_ID = /^[0-9a-f]{12}$/;

/** Where a build of the client at `served` (dist/web) is written: a hidden folder beside it, dist/.web-<id>. */
export const buildFolderOf = (served: string, id: string): string =>
  join(dirname(served), `.${basename(served)}-${id}`);

/** Whether a folder name is that of a complete build of `served` (a folder still being written has a suffix). */
export function isBuildFolderName(served: string, name: string): boolean {
  const prefix = `.${basename(served)}-`;
  return name.startsWith(prefix) && BUILD_ID.test(name.slice(prefix.length));
}

/**
 * The builds a served client folder stands for. A build (scripts/lib/build-swap.ts) is written to a fresh folder
 * beside the served path and swapped in by renaming a symbolic link over that path; the builds it replaced stay on
 * disk a minute for the requests and pages that began on them. The server reads the link on every request, so each
 * answer comes from one complete build: the old one before the rename, the new one after, never a folder being
 * written. A plain folder (a test's, a copy) is its own only build.
 */
export interface ClientBuilds {
  /** The complete build the served path points at now. */
  current(): string;
  /**
   * The build holding a hashed file (`/assets/…`) the current build lacks: a page the build just replaced served asks
   * for its own scripts, whose names carry their content's hash, so the file of an earlier build is the right one.
   */
  holding(file: string): string | undefined;
}

/** When a build was replaced (the swap stamps it), or -1 once it is gone. */
function replacedAt(folder: string): number {
  try {
    return statSync(folder).mtimeMs;
  } catch {
    return -1;
  }
}

export function clientBuilds(served: string): ClientBuilds {
  let last = served;
  const current = () => {
    try {
      last = realpathSync.native(served);
    } catch {
      // The link is being replaced by a build moving a plain folder aside (once, from the old layout): keep the last.
    }
    return last;
  };
  const earlier = (now: string): string[] => {
    try {
      const parent = dirname(served);
      return readdirSync(parent)
        .filter((name) => isBuildFolderName(served, name))
        .map((name) => join(parent, name))
        .filter((folder) => folder !== now)
        .map((folder) => ({ folder, replaced: replacedAt(folder) }))
        .sort((a, b) => b.replaced - a.replaced)
        .map(({ folder }) => folder);
    } catch {
      return [];
    }
  };
  return {
    current,
    holding(file) {
      const now = current();
      return [now, ...earlier(now)].find((build) => existsSync(join(build, file)));
    },
  };
}
