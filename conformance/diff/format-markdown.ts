import type { Breaks, Change } from './types.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const ORDER: Breaks[] = ['both', 'client', 'upstream', 'none'];

export function counts(changes: readonly Change[]): string {
  const n = (breaks: Breaks) => changes.filter((c) => c.breaks === breaks).length;
  const clientSide = changes.filter((c) => c.breaks === 'client' || c.breaks === 'both');
  const used = clientSide.filter((c) => c.usedByClient === true).length;
  const unknown = clientSide.filter((c) => c.usedByClient === null).length;
  const using = unknown > 0 ? `${unknown} with no usage data` : `${used} used by the client`;
  return `${changes.length} change${changes.length === 1 ? '' : 's'}: ${n('client')} break the client, ${n('upstream')} the upstream, ${n('both')} both (of these ${n('client') + n('both')}, ${using}), ${n('none')} nothing`;
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
      `| ${failing(c) ? '**fails**' : ''} | \`${c.breaks}\` | ${cell(c.operationId)} | ${c.source ? `\`${cell(c.source)}\`` : ''} | \`${cell(c.pointer)}\` | ${c.dataPath ? `\`${cell(c.dataPath)}\`` : ''} | ${cell(c.old)} → ${cell(c.new)} | ${cell(c.detail)} | ${c.breaks === 'client' || c.breaks === 'both' ? cell(c.usage) : ''} |`,
  );
  return [
    `# ${title}`,
    '',
    `${counts(changes)}.`,
    '',
    extra,
    ...(rows.length === 0
      ? ['No changes.']
      : [
          '| | breaks | operation | source | pointer | data path | old → new | change | client |',
          '|---|---|---|---|---|---|---|---|---|',
          ...rows,
        ]),
    '',
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');
}
