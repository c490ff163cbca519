import { fileURLToPath } from 'node:url';
import { runCommand } from '#conformance/cli/options.ts';
import { contractDiff, USAGE } from '#conformance/diff/cli.ts';

// Says what a change to the contract breaks, and for whom: see `--help` and docs/contract-changes.md.
const root = fileURLToPath(new URL('..', import.meta.url));
await runCommand('contract:diff', USAGE, async () => {
  const result = await contractDiff(process.argv.slice(2), root);
  if (result.output) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
  if (result.note) console.error(result.note);
  return result.code;
});
