import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOptions, runCommand, UsageError } from '#conformance/cli/options.ts';
import { agreementCorpus } from './bench/diff-agreement/corpus.ts';
import { figures, measure, type Outcome } from './bench/diff-agreement/measure.ts';

// How far `contract:diff` agrees with oasdiff on breaking-for-the-client, on the document pairs of oasdiff's own
// checker tests (a checkout of github.com/oasdiff/oasdiff, read, never copied here). A third of the pairs is held
// out: never looked at while the diff's rules were tuned; `--held-out` measures them. docs/contract-changes.md.
const USAGE = `Usage: npx tsx scripts/diff-agreement.ts --oasdiff DIR [--held-out | --both] [--out FILE] [--today YYYY-MM-DD]
  --oasdiff DIR   a checkout of github.com/oasdiff/oasdiff (its checker/ tests and data/)
  --held-out      measure the held-out third instead of the pairs the rules were tuned on
  --both          measure both, one section each
  --out FILE      where the report goes (default reports/diff-agreement-<part>.md)
  --today D       the date deprecation sunsets are judged on (default today)`;
const root = fileURLToPath(new URL('..', import.meta.url));

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);

function section(title: string, outcomes: readonly Outcome[]): string {
  const f = figures(outcomes);
  const wrong = outcomes.filter(
    (o) => o.pair.verdict && o.breaking !== undefined && o.breaking !== (o.pair.verdict === 'breaking'),
  );
  const lines = [
    `## ${title}`,
    '',
    `- pairs: ${f.pairs}; every document read: ${f.read === f.pairs ? 'yes' : `no (${f.pairs - f.read} pairs not read)`}`,
    `- oasdiff's verdict certain on ${f.certain} pairs; agreement on breaking-for-the-client: ${f.agreeing}/${f.certain} (${percent(f.agreeing, f.certain)})`,
    `- oasdiff's breaking pairs found: ${f.found}/${f.oasdiffBreaking} (${percent(f.found, f.oasdiffBreaking)})`,
    '',
    '| pair | oasdiff | contract:diff | oasdiff rules the tests expect | what the diff finds breaking |',
    '|---|---|---|---|---|',
    ...outcomes.map(
      (o) =>
        `| \`${o.pair.name}\` | ${o.pair.verdict ?? 'uncertain'} | ${o.unread ? `not read: ${o.unread}` : o.breaking ? 'breaking' : 'not breaking'}${wrong.includes(o) ? ' **(differs)**' : ''} | ${o.pair.rules.join(', ')} | ${o.found.join(', ')} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

await runCommand('diff-agreement', USAGE, async () => {
  const { values } = parseOptions(process.argv.slice(2), {
    oasdiff: { type: 'string' },
    'held-out': { type: 'boolean', default: false },
    both: { type: 'boolean', default: false },
    out: { type: 'string' },
    today: { type: 'string' },
  });
  if (!values.oasdiff) throw new UsageError('--oasdiff is required');
  if (values.both && values['held-out']) throw new UsageError('--held-out or --both, not both');
  const parts = values.both ? [false, true] : [values['held-out']];
  const corpus = agreementCorpus(values.oasdiff);
  const today = values.today ?? new Date().toISOString().slice(0, 10);
  const sections: string[] = [];
  for (const heldOut of parts) {
    const outcomes = await measure(
      corpus.filter((pair) => pair.heldOut === heldOut),
      today,
    );
    const title = `The ${heldOut ? 'held-out' : 'tuning'} pairs`;
    const f = figures(outcomes);
    console.log(
      `contract:diff against oasdiff, ${title.toLowerCase()}: ${f.pairs} pairs, ${f.read} read; agreement ${f.agreeing}/${f.certain} (${percent(f.agreeing, f.certain)}); oasdiff's breaking found ${f.found}/${f.oasdiffBreaking} (${percent(f.found, f.oasdiffBreaking)})`,
    );
    sections.push(section(title, outcomes));
  }
  const file =
    values.out ?? join(root, `reports/diff-agreement-${values.both ? 'both' : parts[0] ? 'held-out' : 'tuning'}.md`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    [
      `# contract:diff against oasdiff, pair by pair (oasdiff's checker tests, judged on ${today})`,
      '',
      ...sections,
    ].join('\n'),
  );
  console.log(`report: ${file}`);
  return 0;
});
