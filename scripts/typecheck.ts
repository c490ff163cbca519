import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * `npm run typecheck`: each part against its own tsconfig (what it may use: no DOM in the mock and the machines, no
 * Node in the shipped client and console). The check is TypeScript 7's native compiler (package `typescript7`),
 * about three times less CPU than 5.9's tsc for the same diagnostics; 5.9 stays for the tools that use its API
 * (openapi-typescript, typescript-eslint). Every part is checked, then the run fails if any did.
 */
const TSCONFIGS = [
  'machines/tsconfig.json',
  'mock-server/tsconfig.json',
  'web/tsconfig.json',
  'web/tsconfig.test.json',
  'console/tsconfig.json',
  'console/tsconfig.test.json',
  'conformance/tsconfig.json',
  'tsconfig.json',
];

const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin', 'tsc');
const failed = TSCONFIGS.filter(
  (project) => spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' }).status !== 0,
);
if (failed.length > 0) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}
