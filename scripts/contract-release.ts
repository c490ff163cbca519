import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOptions, runCommand, UsageError } from '#conformance/cli/options.ts';
import { PATHS, releaseContract } from '#conformance/diff/released.ts';
import { loadUsage } from '#conformance/diff/usage.ts';

// Makes the working tree's contract the released one: openapi/openapi.json → openapi/released/openapi.json, and the
// changelog's 'Unreleased' entries under '## X.Y.Z — date' (openapi/README.md, "Releasing the contract").
const USAGE = `Usage: npm run contract:release -- --version X.Y.Z [--date YYYY-MM-DD]
  --version X.Y.Z   the new version; info.version in openapi/src/openapi.yaml must already say it (then npm run gen)
  --date D          the release date (default: today, UTC)`;

const root = fileURLToPath(new URL('..', import.meta.url));
await runCommand('contract:release', USAGE, async () => {
  const { values } = parseOptions(process.argv.slice(2), {
    version: { type: 'string' },
    date: { type: 'string' },
    help: { type: 'boolean', default: false },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.version) throw new UsageError('--version is required');
  const date = values.date ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError(`--date must be YYYY-MM-DD, got '${date}'`);
  try {
    console.log(await releaseContract(root, values.version, date, loadUsage(join(root, PATHS.usage))));
    return 0;
  } catch (error) {
    console.error(`contract:release: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
});
