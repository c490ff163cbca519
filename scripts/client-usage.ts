import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatUsage,
  mergePartials,
  PARTIALS_DIR,
  readPartials,
  checkUsage,
  type ClientUsage,
} from '#conformance/client-usage/usage-file.ts';
import { commandLine } from '#conformance/cli/options.ts';

// What the client reads, as the last Vitest and end-to-end runs recorded it (conformance/client-usage): merges the partial
// recordings in reports/client-usage/ into reports/client-usage.json; --write copies it to openapi/client-usage.json
// (committed), --check fails when the committed file and the recording disagree on an operation, a request key or a
// response key (the `tests` counts and `at` places are refreshed by --write, never compared).
const REPORT = fileURLToPath(new URL('../reports/client-usage.json', import.meta.url));
const COMMITTED = fileURLToPath(new URL('../openapi/client-usage.json', import.meta.url));
const REFRESH = 'run the tests (npx vitest run, npm run test:e2e), then npm run usage:write';

const USAGE = `Usage: npm run usage [-- --write | --check]
  --write   copy the merged recording to openapi/client-usage.json
  --check   fail when openapi/client-usage.json and the recording disagree`;
const args = commandLine('usage', USAGE, { write: { type: 'boolean' }, check: { type: 'boolean' } });

const partials = readPartials();
if (partials.length === 0) {
  console.error(`No recordings in ${PARTIALS_DIR}: ${REFRESH}.`);
  process.exit(1);
}
const usage = mergePartials(partials);
mkdirSync(dirname(REPORT), { recursive: true });
writeFileSync(REPORT, formatUsage(usage));
const operations = Object.values(usage.operations);
const count = (side: 'request' | 'response') =>
  operations.reduce((sum, operation) => sum + Object.keys(operation[side]).length, 0);
console.log(
  `client usage: ${operations.length} operations, ${count('request')} request keys, ${count('response')} response paths ` +
    `from ${partials.length} recordings → reports/client-usage.json`,
);

if (args.write) {
  copyFileSync(REPORT, COMMITTED);
  console.log('written to openapi/client-usage.json');
}
if (args.check) {
  if (!existsSync(COMMITTED)) {
    console.error(`openapi/client-usage.json is missing: ${REFRESH}.`);
    process.exit(1);
  }
  const problem = checkUsage(JSON.parse(readFileSync(COMMITTED, 'utf8')) as ClientUsage, usage);
  if (problem !== undefined) {
    console.error(`${problem}\nTo refresh it: ${REFRESH}.`);
    process.exit(1);
  }
  console.log('openapi/client-usage.json matches the recording');
}
