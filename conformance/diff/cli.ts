import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { oneOf, parseOptions, UsageError } from '../cli/options.ts';
import { readContract, workingTreeContract } from '../spec/read-contract.ts';
import { diffContracts } from './diff.ts';
import { githubAnnotations } from './format-github.ts';
import { junitReport } from './format-junit.ts';
import { counts, markdownReport } from './format-markdown.ts';
import { kindsTable } from './kinds.ts';
import { DEPRECATION_POLICIES } from './lifecycle.ts';
import { FAIL_ON, fails } from './policy.ts';
import { PATHS } from './released.ts';
import { loadUsage } from './usage.ts';

export const USAGE = `Usage: npm run contract:diff -- --base <file, URL or git ref> [options]
  --base SPEC         the earlier contract: an OpenAPI 3.0 or 3.1 file (YAML or JSON, split across files with
                      relative $refs), a URL, or a git ref of this repository (its openapi/src at that commit)
  --head SPEC         the later contract, the same ways (default: the working tree's openapi/src)
  --format md|json|junit|github   what to print (default md; github: annotations a CI run shows on the pull request)
  --fail-on breaking|client|none   exit 1 on any change that breaks someone / on a change that breaks the client
                      and that it sends or reads (no usage data counts as used) / never (default none)
  --usage FILE        what the client sends and reads (default ${PATHS.usage} when --head is the working tree's;
                      none: usedByClient null)
  --deprecation sunset|deprecated  removal is allowed once a deprecation's x-sunset date has passed (default), or
                      once deprecated at all
  --today YYYY-MM-DD  the date sunsets are judged on (default today)
  --out FILE          write the report to FILE instead of printing it
  --kinds-table       print the table of change kinds (docs/contract-changes.md) and exit`;

export interface CliResult {
  code: number;
  output: string;
  /** One line for the terminal when the report went to a file, and the reason for a failure. */
  note: string;
}

const FORMATS = ['md', 'json', 'junit', 'github'] as const;

/** `npm run contract:diff`: the whole command, from its arguments to its exit code and output. */
export async function contractDiff(argv: string[], root: string): Promise<CliResult> {
  const { values } = parseOptions(argv, {
    base: { type: 'string' },
    head: { type: 'string' },
    format: { type: 'string', default: 'md' },
    'fail-on': { type: 'string', default: 'none' },
    usage: { type: 'string' },
    deprecation: { type: 'string', default: 'sunset' },
    today: { type: 'string' },
    out: { type: 'string' },
    'kinds-table': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  if (values.help) return { code: 0, output: USAGE, note: '' };
  if (values['kinds-table']) return { code: 0, output: kindsTable(), note: '' };
  if (!values.base) throw new UsageError('--base is required');
  const failOn = oneOf(values['fail-on'], FAIL_ON, '--fail-on');
  const format = oneOf(values.format, FORMATS, '--format');
  const policy = oneOf(values.deprecation, DEPRECATION_POLICIES, '--deprecation');
  if (values.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.today))
    throw new UsageError(`--today must be a date YYYY-MM-DD, got '${values.today}'`);
  // This client's usage goes with this repository's contract: with another head it is asked for by name.
  const usageFile = values.usage ?? (values.head ? undefined : join(root, PATHS.usage));
  const usage = usageFile ? loadUsage(isAbsolute(usageFile) ? usageFile : join(process.cwd(), usageFile)) : null;
  const base = await readContract(values.base, { root, gitRefs: true });
  const head = values.head ? await readContract(values.head, { root, gitRefs: true }) : await workingTreeContract(root);
  const changes = diffContracts(base.document, head.document, usage, {
    policy,
    ...(values.today ? { today: values.today } : {}),
    places: { base: base.places, head: head.places },
  });
  const failing = changes.filter((c) => fails(c, failOn));
  const title = `Contract changes: ${base.label} → ${head.label}`;
  const verdict = failing.length > 0 ? `${failing.length} fail --fail-on ${failOn}` : `none fails --fail-on ${failOn}`;
  const summary = `${counts(changes)}; ${verdict}`;
  const failure = (c: (typeof changes)[number]) => fails(c, failOn);
  const output =
    format === 'json'
      ? `${JSON.stringify({ base: base.label, head: head.label, failOn, changes }, null, 2)}\n`
      : format === 'junit'
        ? junitReport(title, changes, (c) => (failure(c) ? `breaks ${c.breaks} (--fail-on ${failOn})` : null))
        : format === 'github'
          ? githubAnnotations(changes, failure, summary)
          : markdownReport(title, changes, failure);
  let note = summary;
  if (values.out) {
    mkdirSync(dirname(values.out), { recursive: true });
    writeFileSync(values.out, output);
    note = `${note}; report in ${values.out}`;
  }
  return { code: failing.length > 0 ? 1 : 0, output: values.out ? '' : output, note };
}
