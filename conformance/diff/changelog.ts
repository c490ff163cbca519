import type { Change } from './types.ts';

// openapi/CHANGELOG.md: `## Unreleased`, then one `## X.Y.Z — YYYY-MM-DD` section per release, newest first.
// A change that breaks someone is acknowledged by a list item under 'Unreleased' holding its pointer in backquotes
// and the word "breaking" (openapi/README.md, "The changelog").

const UNRELEASED = '## Unreleased';
const VERSION_HEADING = /^## (\d+\.\d+\.\d+) — (\d{4}-\d{2}-\d{2})\s*$/;

interface Sections {
  before: string[];
  unreleased: string[];
  after: string[];
}

function split(text: string): Sections {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === UNRELEASED);
  if (start < 0) throw new Error(`openapi/CHANGELOG.md has no '${UNRELEASED}' heading`);
  const next = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const end = next < 0 ? lines.length : next;
  return { before: lines.slice(0, start), unreleased: lines.slice(start + 1, end), after: lines.slice(end) };
}

const isEntry = (line: string) => /^\s*[-*] /.test(line);

export function isAcknowledged(changelog: string, pointer: string): boolean {
  return split(changelog).unreleased.some(
    (line) => isEntry(line) && line.includes(`\`${pointer}\``) && /\bbreaking\b/i.test(line),
  );
}

/** The list item that acknowledges a change, as the check prints it. */
export function entryFor(change: Change): string {
  return `- breaking (${change.breaks}): \`${change.pointer}\` — ${change.operationId}: ${change.detail}`;
}

/** The newest released version, from the first `## X.Y.Z — date` heading; null before the first release. */
export function latestRelease(changelog: string): string | null {
  for (const line of changelog.split('\n')) {
    const match = VERSION_HEADING.exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Moves the 'Unreleased' entries under a new `## version — date` heading; 'Unreleased' is left empty. */
export function releaseChangelog(changelog: string, version: string, date: string): string {
  const { before, unreleased, after } = split(changelog);
  const entries = unreleased.filter((line) => line.trim() !== '');
  const body = entries.length > 0 ? entries : ['- No change on the wire.'];
  return [...before, UNRELEASED, '', `## ${version} — ${date}`, '', ...body, '', ...after]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}
