import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readContract, workingTreeContract } from '../spec/read-contract.ts';
import { entryFor, isAcknowledged, latestRelease, releaseChangelog } from './changelog.ts';
import { diffContracts } from './diff.ts';
import { compareVersions, requiredBump, smallestNext } from './semver.ts';
import type { Change } from './types.ts';
import type { Usage } from './usage.ts';

// The working tree's contract against the last released one (openapi/released/openapi.json), and the release
// that makes the working tree's contract the released one.

export const PATHS = {
  head: 'openapi/openapi.json',
  released: 'openapi/released/openapi.json',
  changelog: 'openapi/CHANGELOG.md',
  usage: 'openapi/client-usage.json',
} as const;

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const infoVersion = (document: Json) => String((document.info as Json | undefined)?.version ?? '');

export interface ReleasedCheck {
  changes: Change[];
  /** Changes that break someone and have no entry under 'Unreleased': one per pointer. */
  unacknowledged: Change[];
  problems: string[];
}

/** The working tree's contract (its openapi/src, for the changes' source lines) against the released one. */
export async function checkAgainstReleased(root: string, usage: Usage | null): Promise<ReleasedCheck> {
  if (!existsSync(join(root, PATHS.released)))
    throw new Error(
      `${PATHS.released} is missing: make the first release with npm run contract:release -- --version <info.version>`,
    );
  const released = await readContract(join(root, PATHS.released), { root });
  const head = await workingTreeContract(root);
  const changelog = readFileSync(join(root, PATHS.changelog), 'utf8');
  const changes = diffContracts(released.document, head.document, usage, {
    places: { base: released.places, head: head.places },
  });
  const pointers = new Set<string>();
  const unacknowledged = changes.filter((c) => {
    if (c.breaks === 'none' || pointers.has(c.pointer) || isAcknowledged(changelog, c.pointer)) return false;
    pointers.add(c.pointer);
    return true;
  });
  const problems: string[] = [];
  const last = latestRelease(changelog);
  const version = infoVersion(released.document);
  if (last !== version)
    problems.push(
      `${PATHS.released} is version ${version || '(none)'} but ${PATHS.changelog}'s last release is ${last ?? '(none)'}: the released contract is written by npm run contract:release, not by hand`,
    );
  return { changes, unacknowledged, problems };
}

export function unacknowledgedReport(unacknowledged: readonly Change[]): string[] {
  return unacknowledged.flatMap((c) => [
    `  ${c.operationId} ${c.pointer}${c.source ? ` (${c.source})` : ''}: ${c.message}`,
    `    add under '## Unreleased': ${entryFor(c)}`,
  ]);
}

/**
 * Makes the working tree's bundle the released contract: refuses while a breaking change is unacknowledged, a
 * version is not above the last one by the bump the changes need, or info.version differs from it.
 */
export async function releaseContract(
  root: string,
  version: string,
  date: string,
  usage: Usage | null,
): Promise<string> {
  const headFile = join(root, PATHS.head);
  const releasedFile = join(root, PATHS.released);
  const changelogFile = join(root, PATHS.changelog);
  const changelog = readFileSync(changelogFile, 'utf8');
  const head = readJson(headFile);
  if (infoVersion(head) !== version)
    throw new Error(
      `info.version of ${PATHS.head} is ${infoVersion(head)}: set it to ${version} in openapi/src/openapi.yaml and run npm run gen first`,
    );
  const previous = latestRelease(changelog);
  // The first release (no released file or version yet) has nothing to be compared with.
  if (existsSync(releasedFile) && previous !== null) {
    const { unacknowledged, changes } = await checkAgainstReleased(root, usage);
    if (unacknowledged.length > 0)
      throw new Error(
        [
          `${unacknowledged.length} breaking change(s) not recorded under 'Unreleased' in ${PATHS.changelog}:`,
          ...unacknowledgedReport(unacknowledged),
        ].join('\n'),
      );
    const bump = requiredBump(changes);
    const smallest = smallestNext(previous, bump);
    if (compareVersions(version, smallest) < 0)
      throw new Error(
        `version ${version} is too small: the changes since ${previous} need a ${bump} release, at least ${smallest}`,
      );
  }
  mkdirSync(dirname(releasedFile), { recursive: true });
  copyFileSync(headFile, releasedFile);
  writeFileSync(changelogFile, releaseChangelog(changelog, version, date));
  return `Released contract ${version}: ${PATHS.released} written, 'Unreleased' moved under '## ${version} — ${date}' in ${PATHS.changelog}`;
}
