import type { Breaks, Change } from './types.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const ORDER: Breaks[] = ['both', 'client', 'upstream', 'none'];

export function counts(changes: readonly Change[]): string {
  const n = (breaks: Breaks) => changes.filter((c) => c.breaks === breaks).length;
  const read = changes.filter((c) => (c.breaks === 'client' || c.breaks === 'both') && c.readByClient === true).length;
  return `${changes.length} changes: ${n('client')} break the client, ${n('upstream')} the upstream, ${n('both')} both (${read} of those the client reads), ${n('none')} nothing`;
}

/** The Markdown report: a count line, then one row per change, those that break the most first. */
export function markdownReport(
  title: string,
  changes: readonly Change[],
  failing: (c: Change) => boolean,
  extra = '',
): string {
  const sorted = [...changes].sort((a, b) => ORDER.indexOf(a.breaks) - ORDER.indexOf(b.breaks));
  const rows = sorted.map(
    (c) =>
      `| ${failing(c) ? '**fails**' : ''} | \`${c.breaks}\` | ${cell(c.operationId)} | \`${cell(c.pointer)}\` | ${cell(c.old)} → ${cell(c.new)} | ${cell(c.detail)} | ${c.breaks === 'client' || c.breaks === 'both' ? cell(c.reading) : ''} |`,
  );
  return [
    `# ${title}`,
    '',
    `${counts(changes)}.`,
    '',
    extra,
    ...(rows.length === 0
      ? ['No changes.']
      : ['| | breaks | operation | pointer | old → new | change | client |', '|---|---|---|---|---|---|---|', ...rows]),
    '',
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');
}
