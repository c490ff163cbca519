// Writes machines/diagrams/ from the machine definitions; with --check, fails on drift instead.
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '#conformance/cli/options.ts';
import { diagramFiles } from '#machines/diagram/diagram-files.ts';
import { MACHINES } from '#machines/registry.ts';

const dir = fileURLToPath(new URL('../machines/diagrams/', import.meta.url));
const check =
  commandLine('gen-machine-diagrams', 'Usage: npx tsx scripts/gen-machine-diagrams.ts [--check]', {
    check: { type: 'boolean' },
  }).check === true;
const files = diagramFiles(MACHINES);

if (check) {
  const stale = [...files].filter(([name, text]) => {
    const path = join(dir, name);
    return !existsSync(path) || readFileSync(path, 'utf8') !== text;
  });
  const extra = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md') && !files.has(name)) : [];
  for (const [name] of stale) console.error(`machines/diagrams/${name} differs from its machine`);
  for (const name of extra) console.error(`machines/diagrams/${name} has no machine`);
  if (stale.length > 0 || extra.length > 0) {
    console.error('Run: npx tsx scripts/gen-machine-diagrams.ts');
    process.exit(1);
  }
  console.log(`machines/diagrams: ${files.size} files up to date`);
} else {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  console.log(`machines/diagrams: wrote ${files.size} files`);
}
