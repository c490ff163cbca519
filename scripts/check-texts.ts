import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeProblem, findTextProblems, ownerCodeIn, readCatalogues } from './lib/text-check.ts';
import { commandLine } from '#conformance/cli/options.ts';

// `npm run lint`: every language has every key, and every key is used (scripts/lib/text-check.ts).
commandLine('check-texts', 'Usage: npx tsx scripts/check-texts.ts   (no options: npm run lint runs it)', {});
const repo = fileURLToPath(new URL('..', import.meta.url));
const localesDir = join(repo, 'web/src/locales');
const problems = findTextProblems(readCatalogues(localesDir), ownerCodeIn(repo));
if (problems.length > 0) {
  for (const problem of problems) console.error(describeProblem(repo, localesDir, problem));
  console.error(`${problems.length} problem(s) in the catalogues.`);
  process.exit(1);
}
console.log('Catalogues: every language has every key, and every key is used.');
