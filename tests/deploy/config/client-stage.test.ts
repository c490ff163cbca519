import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, type ClientBuild } from '../../support/client-build.ts';

// npm test builds the client image from the client its journeys served (the Dockerfile's `client-prebuilt` stage),
// so the image's own Vite build (`client-build`, what `npm run image -- --client` runs) is not run there. What could
// break it is a folder the build reads that the stage does not copy in: the candidate build's source maps name every
// file it was made from.
const root = join(import.meta.dirname, '../../..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

/** The lines of one stage of the Dockerfile, from its FROM to the next. */
function stage(name: string): string[] {
  const lines = dockerfile.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^FROM \\S+ AS ${name}$`).test(line));
  if (start < 0) throw new Error(`the Dockerfile has no stage ${name}`);
  const end = lines.findIndex((line, at) => at > start && line.startsWith('FROM '));
  return lines.slice(start, end < 0 ? undefined : end);
}

/** What a stage copies from the build context (not from other stages): the first path of each COPY. */
const copiedIn = (lines: string[]): string[] =>
  lines
    .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
    .flatMap((line) => line.split(/\s+/).slice(1, -1))
    .map((path) => path.replace(/\/$/, ''));

/** The repository's top-level folders and files the build's modules came from (node_modules aside). */
function sourceRoots(dir: string): string[] {
  const roots = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.map')) continue;
    const map = JSON.parse(readFileSync(join(dir, entry), 'utf8')) as { sources: string[]; sourceRoot?: string };
    for (const source of map.sources) {
      const path = relative(root, resolve(dirname(join(dir, entry)), map.sourceRoot ?? '', source));
      const top = path.split('/')[0]!;
      if (top !== 'node_modules' && !top.startsWith('..') && !path.includes('\0')) roots.add(top);
    }
  }
  return [...roots].sort();
}

let candidate: ClientBuild;
beforeAll(() => {
  candidate = clientBuild('web');
}, 180_000);
afterAll(() => candidate?.release());

describe("the Dockerfile's client-build stage", () => {
  it('copies in every folder the candidate build is made from, and the build is made from the app', () => {
    const roots = sourceRoots(candidate.dir);
    expect(roots).toContain('web');
    expect(roots).toContain('machines');
    expect(roots.filter((top) => !copiedIn(stage('client-build')).includes(top))).toEqual([]);
  });

  it('installs the locked dependencies and builds with the same config and TypeScript settings as npm run build', () => {
    const lines = stage('client-build');
    expect(copiedIn(lines)).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'tsconfig.json']));
    expect(lines.join('\n')).toMatch(/npm ci --ignore-scripts/);
    expect(lines.join('\n')).toMatch(/vite build --config web\/vite\.config\.ts /);
  });
});
