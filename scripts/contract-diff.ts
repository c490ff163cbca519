import { fileURLToPath } from 'node:url';
import { contractDiff } from '#conformance/diff/cli.ts';

// Says what a change to the contract breaks, and for whom: see `--help` and README's "Change kinds".
const root = fileURLToPath(new URL('..', import.meta.url));
try {
  const result = contractDiff(process.argv.slice(2), root);
  if (result.output) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
  if (result.note) console.error(result.note);
  process.exit(result.code);
} catch (error) {
  console.error(`contract:diff: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
