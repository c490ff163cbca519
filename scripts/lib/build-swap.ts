import { randomBytes } from 'node:crypto';
import { lstatSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { buildFolderOf, isBuildFolderName } from '#mock/adapters/fastify/client-builds.ts';

// A build never writes into the folder a server reads. It writes a fresh folder beside it (dist/.web-<id>.partial),
// and once complete swaps it in: dist/web is a symbolic link, and a new link renamed over it replaces it in one
// rename(2), which is atomic on Linux and macOS. At every instant dist/web names one complete build, the old or the
// new: there is no moment without it (renaming the old folder away and the new one in would leave one between the
// two renames). The server reads the link on every request (mock-server/src/adapters/fastify/client-builds.ts).

/** A replaced build stays this long, for requests and pages that began on it (their hashed scripts). */
export const REPLACED_BUILD_KEPT_MS = 60_000;
/** A folder still being written after this long was left by a build that stopped. */
export const ABANDONED_BUILD_MS = 60 * 60_000;

const PARTIAL = '.partial';
const LINK = '.link';

/** A fresh folder for one build of the client served at `served` (dist/web): dist/.web-<id>.partial. */
export const freshBuildFolder = (served: string): string =>
  `${buildFolderOf(served, randomBytes(6).toString('hex'))}${PARTIAL}`;

/** Marks when a folder took its present role (written, replaced): what the clean-up measures its age by. */
const stamp = (path: string, now: number) => utimesSync(path, now / 1000, now / 1000);

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts a complete build in place of `served` in one rename, and removes the builds replaced long enough ago.
 * `partial` is the folder freshBuildFolder gave and the build wrote. Returns the build's folder.
 */
export function swapInBuild(partial: string, served: string, now = Date.now()): string {
  if (!partial.endsWith(PARTIAL)) throw new Error(`Not a build folder from freshBuildFolder: ${partial}`);
  const build = partial.slice(0, -PARTIAL.length);
  // Complete: named as a build, stamped so that no other build's clean-up takes it for an old one.
  stamp(partial, now);
  renameSync(partial, build);
  const link = `${build}${LINK}`;
  // A relative link: dist/ may be moved or mounted elsewhere. (Windows wants a junction, which takes a full path.)
  if (process.platform === 'win32') symlinkSync(build, link, 'junction');
  else symlinkSync(basename(build), link, 'dir');
  if (isLink(served)) {
    // Its grace period starts now, before the rename: a concurrent clean-up must not take it for an old one.
    stamp(resolve(dirname(served), readlinkSync(served)), now);
  } else if (exists(served)) {
    // A plain folder from before builds were swapped: moved aside once, then replaced (the one time two renames).
    const aside = buildFolderOf(served, randomBytes(6).toString('hex'));
    renameSync(served, aside);
    stamp(aside, now);
  }
  renameSync(link, served);
  removeOldBuilds(served, now);
  return build;
}

/**
 * Removes the builds of `served` replaced more than REPLACED_BUILD_KEPT_MS ago, folders whose build stopped more than
 * ABANDONED_BUILD_MS ago, and links a stopped swap left. Never the build being served, nor one being written.
 */
export function removeOldBuilds(served: string, now = Date.now()): void {
  const parent = dirname(served);
  const current = isLink(served) ? resolve(parent, readlinkSync(served)) : served;
  for (const name of readdirSync(parent)) {
    const path = join(parent, name);
    if (path === current) continue;
    const unfinished = name.endsWith(PARTIAL) || name.endsWith(LINK);
    const base = unfinished ? name.slice(0, -(name.endsWith(PARTIAL) ? PARTIAL : LINK).length) : name;
    if (!isBuildFolderName(served, base)) continue;
    let age: number;
    try {
      age = now - lstatSync(path).mtimeMs;
    } catch {
      continue; // another build's clean-up took it
    }
    if (age > (unfinished ? ABANDONED_BUILD_MS : REPLACED_BUILD_KEPT_MS))
      rmSync(path, { recursive: true, force: true });
  }
}
