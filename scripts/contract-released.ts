import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOptions, runCommand } from '#conformance/cli/options.ts';
import { junitReport } from '#conformance/diff/format-junit.ts';
import { counts, markdownReport } from '#conformance/diff/format-markdown.ts';
import { checkAgainstReleased, PATHS, unacknowledgedReport } from '#conformance/diff/released.ts';
import { loadUsage } from '#conformance/diff/usage.ts';

// The `npm test` step: the working tree's contract against the last released one. A change that breaks the client
// or the upstream fails unless openapi/CHANGELOG.md records it under 'Unreleased' with its pointer.
// Reports: reports/contract-diff.md and reports/contract-diff-junit.xml.
const USAGE = 'Usage: npx tsx scripts/contract-released.ts   (no options: npm test runs it)';
const root = fileURLToPath(new URL('..', import.meta.url));

await runCommand('contract-released', USAGE, async () => {
  parseOptions(process.argv.slice(2), {});
  let check: Awaited<ReturnType<typeof checkAgainstReleased>>;
  try {
    check = await checkAgainstReleased(root, loadUsage(join(root, PATHS.usage)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const { changes, unacknowledged, problems } = check;
  const open = new Set(unacknowledged.map((c) => c.pointer));
  const failing = (c: { breaks: string; pointer: string }) => c.breaks !== 'none' && open.has(c.pointer);
  const title = `The contract against the last released one (${PATHS.released})`;
  const note =
    unacknowledged.length === 0
      ? 'Every change that breaks someone is recorded under Unreleased in openapi/CHANGELOG.md.\n'
      : `**${unacknowledged.length} breaking change(s) not recorded** under Unreleased in openapi/CHANGELOG.md (rows marked fails).\n`;
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports/contract-diff.md'), markdownReport(title, changes, failing, note));
  writeFileSync(
    join(root, 'reports/contract-diff-junit.xml'),
    junitReport(
      title,
      changes,
      (c) => (failing(c) ? `breaks ${c.breaks}: not recorded under Unreleased in ${PATHS.changelog}` : null),
      [
        {
          name: 'every change that breaks someone is recorded under Unreleased',
          failure: unacknowledged.length === 0 ? null : `${unacknowledged.length} not recorded`,
        },
        { name: "the released contract is the changelog's last version", failure: problems[0] ?? null },
      ],
    ),
  );
  console.log(`${counts(changes)} (reports/contract-diff.md, reports/contract-diff-junit.xml)`);
  for (const problem of problems) console.error(problem);
  if (unacknowledged.length > 0) {
    console.error(
      `${unacknowledged.length} breaking change(s) not recorded under '## Unreleased' in ${PATHS.changelog}:`,
    );
    console.error(unacknowledgedReport(unacknowledged).join('\n'));
  }
  return unacknowledged.length > 0 || problems.length > 0 ? 1 : 0;
});
