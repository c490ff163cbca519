import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { parseArgs } from 'node:util';
import { diffContracts } from './diff.ts';
import { junitReport } from './format-junit.ts';
import { counts, markdownReport } from './format-markdown.ts';
import { kindsTable } from './kinds.ts';
import { loadContract } from './load.ts';
import { FAIL_ON, fails, type FailOn } from './policy.ts';
import { PATHS } from './released.ts';
import { loadUsage } from './usage.ts';

export const USAGE = `Usage: npm run contract:diff -- --base <git ref or file> [options]
  --base REF|FILE     the earlier contract: a git ref (openapi/src bundled at that ref) or a bundled openapi.json
  --head FILE         the later contract (default: the working tree's bundle, ${PATHS.head})
  --format md|json|junit   what to print (default md)
  --fail-on breaking|client|none   exit 1 on any change that breaks someone / on a change that breaks the client
                      and that it reads (no usage data counts as read) / never (default none)
  --usage FILE        what the client reads (default ${PATHS.usage}; a missing file: readByClient null)
  --out FILE          write the report to FILE instead of printing it
  --kinds-table       print the table of change kinds (README.md) and exit`;

export interface CliResult {
  code: number;
  output: string;
  /** One line for the terminal when the report went to a file, and the reason for a failure. */
  note: string;
}

/** `npm run contract:diff`: the whole command, from its arguments to its exit code and output. */
export function contractDiff(argv: string[], root: string): CliResult {
  const { values } = parseArgs({
    args: argv,
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      format: { type: 'string', default: 'md' },
      'fail-on': { type: 'string', default: 'none' },
      usage: { type: 'string' },
      out: { type: 'string' },
      'kinds-table': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return { code: 0, output: USAGE, note: '' };
  if (values['kinds-table']) return { code: 0, output: kindsTable(), note: '' };
  const failOn = values['fail-on'] as FailOn;
  const format = values.format;
  if (!values.base) return { code: 2, output: '', note: `--base is required\n${USAGE}` };
  if (!FAIL_ON.includes(failOn)) return { code: 2, output: '', note: `--fail-on must be one of ${FAIL_ON.join(', ')}` };
  if (format !== 'md' && format !== 'json' && format !== 'junit')
    return { code: 2, output: '', note: '--format must be one of md, json, junit' };
  const headSpec = values.head ?? join(root, PATHS.head);
  const usageFile = values.usage ?? join(root, PATHS.usage);
  const usage = loadUsage(isAbsolute(usageFile) ? usageFile : join(process.cwd(), usageFile));
  const changes = diffContracts(loadContract(values.base, root), loadContract(headSpec, root), usage);
  const failing = changes.filter((c) => fails(c, failOn));
  const title = `Contract changes: ${values.base} → ${values.head ?? 'working tree'}`;
  const output =
    format === 'json'
      ? `${JSON.stringify({ base: values.base, head: values.head ?? 'working tree', failOn, changes }, null, 2)}\n`
      : format === 'junit'
        ? junitReport(title, changes, (c) => (fails(c, failOn) ? `breaks ${c.breaks} (--fail-on ${failOn})` : null))
        : markdownReport(title, changes, (c) => fails(c, failOn));
  const verdict = failing.length > 0 ? `${failing.length} fail --fail-on ${failOn}` : `none fails --fail-on ${failOn}`;
  let note = `${counts(changes)}; ${verdict}`;
  if (values.out) {
    mkdirSync(dirname(values.out), { recursive: true });
    writeFileSync(values.out, output);
    note = `${note}; report in ${values.out}`;
  }
  return { code: failing.length > 0 ? 1 : 0, output: values.out ? '' : output, note };
}
