import type { Change } from './types.ts';

// The contract's versions (info.version, the changelog's headings) are semantic versions of the wire:
// a new major when a change breaks the client (client or both), a new minor when the upstream must change
// (upstream), a patch for anything else.

type Version = [number, number, number];

export function parseVersion(text: string): Version {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (!match) throw new Error(`'${text}' is not a version (X.Y.Z)`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export type Bump = 'major' | 'minor' | 'patch';

export function requiredBump(changes: readonly Change[]): Bump {
  if (changes.some((c) => c.breaks === 'client' || c.breaks === 'both')) return 'major';
  if (changes.some((c) => c.breaks === 'upstream')) return 'minor';
  return 'patch';
}

/** The smallest version `next` may be after `previous` for this bump. */
export function smallestNext(previous: string, bump: Bump): string {
  const [major, minor, patch] = parseVersion(previous);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}
