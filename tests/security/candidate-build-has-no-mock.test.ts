import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, type ClientBuild } from '../support/client-build.ts';

// The candidate build (`npm run build`, web/vite.config.ts) must ship none of the mock: not its modules,
// not MSW, not the world generator, and none of the developer console. The demo build (web/vite.demo.config.ts)
// ships all of the mock, and the console's build (console/vite.config.ts) all of the console, so the same checks run
// over them too and must find them: the test shows it can tell them apart. The console, a page over the control API,
// ships none of the mock either. npm test reads the three builds its journeys served; alone, the test builds them
// (tests/support/client-build.ts).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Source paths (as source maps name them) of code that belongs to the mock and never to the candidate client. */
const MOCK_SOURCES =
  /(^|\/)(mock-server\/|web\/src\/demo\/|node_modules\/(msw|@mswjs\/[^/]+|ajv|ajv-formats|@noble\/hashes)\/)/;

/** Strings that survive minification, each checked to be in the file it identifies (so a rename cannot make the test pass vacuously). */
const TELL_TALES = [
  {
    text: 'mockServiceWorker',
    source: 'node_modules/msw/lib/browser/index.js',
    what: "MSW's service-worker registration",
  },
  { text: '[MSW]', source: 'node_modules/msw/lib/browser/index.js', what: "MSW's messages" },
  {
    text: 'Swiftkart Logistics',
    source: 'mock-server/src/generator/data/companies.ts',
    what: "the world generator's employers",
  },
  { text: '%PDF-1.4', source: 'mock-server/src/seed/seed-documents.ts', what: "the seed's documents" },
  {
    text: 'advanceMs must be a number of milliseconds',
    source: 'mock-server/src/control/control-api.ts',
    what: 'the control API',
  },
  {
    text: 'must have required property',
    source: 'node_modules/ajv/dist/vocabularies/validation/required.js',
    what: "the mock's contract validator (Ajv)",
  },
  { text: 'Talent Jobs upstream API', source: 'openapi/openapi.json', what: 'the bundled contract the mock loads' },
  { text: 'Made-up jobs and people', source: 'web/src/demo/demo-marker.ts', what: "the demo's marker" },
];

/** Source paths of the developer console, and strings of it that survive minification (each checked to be in its file). */
const CONSOLE_SOURCES = /(^|\/)console\/src\//;
const CONSOLE_TELL_TALES = [
  { text: 'Calls, newest first', source: 'console/src/calls/calls-grid.tsx', what: "the console's calls grid" },
  { text: 'Copy as curl', source: 'console/src/calls/call-details-dialog.tsx', what: "the console's call in full" },
  { text: 'Remove every fault', source: 'console/src/steer/faults-card.tsx', what: "the console's faults" },
];

const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

/** What a build holds of the console: its source-mapped modules and its tell-tale strings. */
function consoleIn(dir: string) {
  const all = files(dir);
  const sources = all
    .filter((file) => file.endsWith('.map'))
    .flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] }).sources)
    .filter((source) => CONSOLE_SOURCES.test(source));
  const shipped = all.filter((file) => !file.endsWith('.map')).map((file) => readFileSync(file, 'utf8'));
  const tellTales = CONSOLE_TELL_TALES.filter(({ text }) => shipped.some((file) => file.includes(text))).map(
    ({ what }) => what,
  );
  return { sources: sources.length, tellTales };
}

/** What a build holds of the mock: source-mapped modules, tell-tale strings (per file), and MSW's worker script. */
function mockIn(dir: string) {
  const all = files(dir);
  const sources = all
    .filter((file) => file.endsWith('.map'))
    .flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] }).sources)
    .filter((source) => MOCK_SOURCES.test(source));
  const shipped = all
    .filter((file) => !file.endsWith('.map'))
    .map((file) => ({ name: relative(dir, file), text: readFileSync(file, 'utf8') }));
  const tellTales = TELL_TALES.filter(({ text }) => shipped.some((file) => file.text.includes(text))).map(
    ({ what }) => what,
  );
  const inFiles = shipped
    .filter((file) => TELL_TALES.some(({ text }) => file.text.includes(text)))
    .map((file) => file.name);
  return { sources: [...new Set(sources)], tellTales, inFiles, worker: existsSync(join(dir, 'mockServiceWorker.js')) };
}

let candidate: ClientBuild;
let demo: ClientBuild;
let devConsole: ClientBuild;
beforeAll(() => {
  candidate = clientBuild('web');
  demo = clientBuild('demo');
  devConsole = clientBuild('console');
}, 240_000);
afterAll(() => {
  for (const build of [candidate, demo, devConsole]) build?.release();
});

describe('the candidate build contains none of the mock', () => {
  it.each(TELL_TALES)('"$text" is a string of $what', ({ text, source }) => {
    expect(readFileSync(join(ROOT, source), 'utf8')).toContain(text);
  });

  it('has no module of the mock, MSW or the demo entry in its source maps, no tell-tale string and no worker script', () => {
    expect(mockIn(candidate.dir)).toEqual({ sources: [], tellTales: [], inFiles: [], worker: false });
  });

  it('the same checks find the mock in the demo build', () => {
    const found = mockIn(demo.dir);
    expect(found.worker).toBe(true);
    expect(found.tellTales).toEqual(TELL_TALES.map(({ what }) => what));
    for (const part of [
      'mock-server/src/sessions/world-registry.ts',
      'mock-server/src/generator/',
      'mock-server/src/control/control-api.ts',
      'node_modules/msw/',
    ]) {
      expect(
        found.sources.some((source) => source.includes(part)),
        part,
      ).toBe(true);
    }
  });
});

describe('the candidate build contains none of the developer console, and the console none of the mock', () => {
  it.each(CONSOLE_TELL_TALES)('"$text" is a string of $what', ({ text, source }) => {
    expect(readFileSync(join(ROOT, source), 'utf8')).toContain(text);
  });

  it('has no module and no tell-tale string of the console', () => {
    expect(consoleIn(candidate.dir)).toEqual({ sources: 0, tellTales: [] });
  });

  it("the same checks find the console in the console's build", () => {
    const found = consoleIn(devConsole.dir);
    expect(found.sources).toBeGreaterThan(20);
    expect(found.tellTales).toEqual(CONSOLE_TELL_TALES.map(({ what }) => what));
  });

  it("the console's build ships no module of the mock, MSW or Ajv, and no worker script (it reads the contract only)", () => {
    const found = mockIn(devConsole.dir);
    expect(found.sources).toEqual([]);
    expect(found.worker).toBe(false);
    expect(found.tellTales).toEqual(['the bundled contract the mock loads']);
  });
});
