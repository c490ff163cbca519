import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';

// Every rule docs/ARCHITECTURE.md states is planted as a violation here and must be reported by
// `npm run lint`, with its own rule; a clean file of each kind must pass.
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

interface Finding {
  ruleId: string | null;
  message: string;
}

async function lint(filePath: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const rulesOf = (findings: Finding[]) => findings.map((finding) => finding.ruleId);

const featuresWithIndex = readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'web/src/features', entry.name, 'index.ts')))
  .map((entry) => entry.name);
const [featureA, featureB] = featuresWithIndex as [string, string];
const anyAppModule = readdirSync(join(root, 'web/src/app')).find(
  (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
);
const [entity, otherEntity] = readdirSync(join(root, 'web/src/entities'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'web/src/entities', entry.name, 'index.ts')))
  .map((entry) => entry.name);

describe('the parts and layers of the repository', () => {
  it('has two features and two entities to plant a cross import between, and an app module', () => {
    expect(featuresWithIndex.length).toBeGreaterThanOrEqual(2);
    expect(otherEntity).toBeDefined();
    expect(anyAppModule).toBeDefined();
  });

  it('passes a feature file that imports its own feature, the shared layers, the contract and the machines', async () => {
    const findings = await lint(
      `web/src/features/${featureA}/planted.ts`,
      [
        `import * as own from './index.ts';`,
        `import * as ui from '../../ui/index.ts';`,
        `import type { paths } from '#contract/schema.d.ts';`,
        `import { OTP_LENGTH } from '#machines';`,
        `export const planted: [unknown, unknown, paths | null, number] = [own, ui, null, OTP_LENGTH];`,
      ].join('\n'),
    );
    expect(findings).toEqual([]);
  });

  it('refuses a feature importing another feature', async () => {
    const findings = await lint(
      `web/src/features/${featureA}/planted.ts`,
      `import * as other from '../${featureB}/index.ts';\nexport const planted = other;\n`,
    );
    expect(rulesOf(findings)).toContain('import-x/no-restricted-paths');
    expect(findings[0]?.message).toContain(`features/${featureA} may not import another feature`);
  });

  it('refuses a feature importing app/', async () => {
    const stem = anyAppModule!;
    const findings = await lint(
      `web/src/features/${featureA}/planted.ts`,
      `import * as app from '../../app/${stem}';\nexport const planted = app;\n`,
    );
    expect(rulesOf(findings)).toContain('import-x/no-restricted-paths');
  });

  it.each(['ui', 'api', 'i18n', 'shared'])('refuses the shared layer %s importing a feature', async (layer) => {
    const findings = await lint(
      `web/src/${layer}/planted.ts`,
      `import * as feature from '../features/${featureA}/index.ts';\nexport const planted = feature;\n`,
    );
    expect(rulesOf(findings)).toContain('import-x/no-restricted-paths');
  });

  it('refuses the web client importing the mock, and web tests importing more of it than its testing surface', async () => {
    const production = await lint(
      `web/src/features/${featureA}/planted.ts`,
      `import { createWorld } from '#mock/create-world.ts';\nexport const planted = createWorld;\n`,
    );
    expect(rulesOf(production)).toContain('import-x/no-restricted-paths');
    const testInternals = await lint(
      `web/src/features/${featureA}/planted.test.ts`,
      `import type { MockWorld } from '#mock/core/world.ts';\nexport type Planted = MockWorld;\n`,
    );
    expect(rulesOf(testInternals)).toContain('import-x/no-restricted-paths');
    const testSurface = await lint(
      `web/src/features/${featureA}/planted.test.ts`,
      `import type { MockWorld } from '#mock/testing/for-clients.ts';\nexport type Planted = MockWorld;\n`,
    );
    expect(testSurface).toEqual([]);
  });

  it("lets the demo build's entry reach the mock through its browser door only, and no other web code", async () => {
    const door = `import { createBrowserMock } from '#mock/adapters/msw/browser-mock.ts';\nexport const planted = createBrowserMock;\n`;
    expect(await lint('web/src/demo/planted.ts', door)).toEqual([]);
    const internals = await lint(
      'web/src/demo/planted.ts',
      `import { createWorld } from '#mock/create-world.ts';\nexport const planted = createWorld;\n`,
    );
    expect(rulesOf(internals)).toContain('import-x/no-restricted-paths');
    expect(rulesOf(await lint(`web/src/features/${featureA}/planted.ts`, door))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses the mock and the machines importing the web client, and the machines importing the mock', async () => {
    const mock = await lint(
      'mock-server/src/planted.ts',
      `import * as ui from '../../web/src/ui/index.ts';\nexport const planted = ui;\n`,
    );
    expect(rulesOf(mock)).toContain('import-x/no-restricted-paths');
    const machines = await lint(
      'machines/src/planted.ts',
      `import { createWorld } from '#mock/create-world.ts';\nexport const planted = createWorld;\n`,
    );
    expect(rulesOf(machines)).toContain('import-x/no-restricted-paths');
  });
});

describe('the harness (conformance/) is a part of its own', () => {
  it("passes the harness importing the contract and the mock's reading of it", async () => {
    const findings = await lint(
      'conformance/runner/planted.ts',
      [
        `import { checkResponse } from '#mock/contract/response-validator.ts';`,
        `import { maskJson } from '#mock/replay/mask.ts';`,
        `import { USER_TOKEN_HEADER } from '#contract/ownership.ts';`,
        `export const planted = [checkResponse, maskJson, USER_TOKEN_HEADER];`,
      ].join('\n'),
    );
    expect(findings).toEqual([]);
  });

  it("refuses the harness importing the mock's simulation, the client, the machines, scripts or tests", async () => {
    const world = await lint(
      'conformance/runner/planted.ts',
      `import { createWorld } from '#mock/create-world.ts';\nexport const planted = createWorld;\n`,
    );
    expect(rulesOf(world)).toContain('import-x/no-restricted-paths');
    expect(world[0]?.message).toContain('conformance/ reaches the mock only through mock-server/src/contract/');
    for (const code of [
      `import * as ui from '#web/ui/index.ts';\nexport const planted = ui;\n`,
      `import { OTP_LENGTH } from '#machines';\nexport const planted = OTP_LENGTH;\n`,
      `import { allJourneys } from '../../tests/contract/journeys/index.ts';\nexport const planted = allJourneys;\n`,
    ])
      expect(rulesOf(await lint('conformance/runner/planted.ts', code))).toContain('import-x/no-restricted-paths');
  });

  it('refuses the mock, the machines and the web client importing the harness', async () => {
    const code = `import { describeViolation } from '#conformance/runner/format-violation.ts';\nexport const planted = describeViolation;\n`;
    for (const file of [
      'mock-server/src/planted.ts',
      'machines/src/planted.ts',
      `web/src/features/${featureA}/planted.ts`,
    ])
      expect(rulesOf(await lint(file, code))).toContain('import-x/no-restricted-paths');
  });
});

describe('the developer console (console/) and what it may take', () => {
  it("passes the console importing the control API's types, the design system's primitives and the contract's examples", async () => {
    const findings = await lint(
      'console/src/planted.ts',
      [
        `import type { paths } from '#contract/mock-control.d.ts';`,
        `import { Button } from '#web/ui/button.tsx';`,
        `import '#web/ui/tokens.css';`,
        `import { exampleRequests } from '#conformance/examples/request-examples.ts';`,
        `export const planted: [paths | null, unknown, unknown] = [null, Button, exampleRequests];`,
      ].join('\n'),
    );
    expect(findings).toEqual([]);
  });

  it.each([
    [
      "the mock's simulation",
      `import { control } from '#mock/control/control-api.ts';\nexport const planted = control;\n`,
    ],
    ['the machines', `import { OTP_LENGTH } from '#machines';\nexport const planted = OTP_LENGTH;\n`],
    [
      "the client's texts",
      `import { useMessageText } from '#web/i18n/index.ts';\nexport const planted = useMessageText;\n`,
    ],
    [
      "the design system's index (its texts come with it)",
      `import * as ui from '#web/ui/index.ts';\nexport const planted = ui;\n`,
    ],
    [
      'the harness beyond its examples',
      `import { describeViolation } from '#conformance/runner/format-violation.ts';\nexport const planted = describeViolation;\n`,
    ],
  ])('refuses the console importing %s', async (_what, code) => {
    expect(rulesOf(await lint('console/src/planted.ts', code))).toContain('import-x/no-restricted-paths');
  });

  it('refuses the client, the mock and the machines importing the console', async () => {
    const code = `import { curlOf } from '../../../console/src/calls/curl.ts';\nexport const planted = curlOf;\n`;
    for (const file of [`web/src/app/planted.ts`, 'mock-server/src/core/planted.ts', 'machines/src/rules/planted.ts'])
      expect(rulesOf(await lint(file, code))).toContain('import-x/no-restricted-paths');
  });
});

describe('the HTTP door and the shared helpers stay apart', () => {
  it.each(['shared', 'ui', 'i18n'])('refuses api/ importing %s/', async (layer) => {
    const module = layer === 'shared' ? 'paths.ts' : 'index.ts';
    const findings = await lint(
      'web/src/api/planted.ts',
      `import * as other from '../${layer}/${module}';\nexport const planted = other;\n`,
    );
    expect(rulesOf(findings)).toContain('import-x/no-restricted-paths');
  });

  it('refuses shared/ importing api/', async () => {
    const findings = await lint(
      'web/src/shared/planted.ts',
      `import { api } from '../api/index.ts';\nexport const planted = api;\n`,
    );
    expect(rulesOf(findings)).toContain('import-x/no-restricted-paths');
    expect(findings[0]?.message).toContain('belongs to an entity');
  });

  it('passes api/ importing its own files and the contract', async () => {
    const findings = await lint(
      'web/src/api/planted.ts',
      [
        `import { TOKEN_PATH } from './constants.ts';`,
        `import { PRODUCT_JOBS } from '#contract/product.ts';`,
        `export const planted = [TOKEN_PATH, PRODUCT_JOBS];`,
      ].join('\n'),
    );
    expect(findings).toEqual([]);
  });
});

describe('the entities, between the features and the shared layers', () => {
  it('has an entity with its index.ts', () => {
    expect(entity).toBeDefined();
  });

  it('passes an entity file that imports its own entity, the shared layers, the contract and the machines', async () => {
    const findings = await lint(
      `web/src/entities/${entity}/api/planted.ts`,
      [
        `import * as own from '../index.ts';`,
        `import { api } from '#web/api/index.ts';`,
        `import { paths } from '#web/shared/paths.ts';`,
        `import * as ui from '#web/ui/index.ts';`,
        `import * as i18n from '#web/i18n/index.ts';`,
        `import type { paths as Contract } from '#contract/schema.d.ts';`,
        `import { OTP_LENGTH } from '#machines';`,
        `export const planted = [own, api, paths, ui, i18n, OTP_LENGTH];`,
        `export type Planted = Contract;`,
      ].join('\n'),
    );
    expect(findings).toEqual([]);
  });

  it('passes a feature and app/ importing an entity through its index.ts', async () => {
    const code = `import * as candidate from '#web/entities/${entity}/index.ts';\nexport const planted = candidate;\n`;
    expect(await lint(`web/src/features/${featureA}/planted.ts`, code)).toEqual([]);
    expect(await lint('web/src/app/planted.ts', code)).toEqual([]);
  });

  it('refuses an entity importing a feature or app/', async () => {
    const feature = await lint(
      `web/src/entities/${entity}/planted.ts`,
      `import * as feature from '#web/features/${featureA}/index.ts';\nexport const planted = feature;\n`,
    );
    expect(rulesOf(feature)).toContain('import-x/no-restricted-paths');
    expect(feature[0]?.message).toContain('An entity sits below the features');
    const app = await lint(
      `web/src/entities/${entity}/planted.ts`,
      `import * as app from '#web/app/${anyAppModule!}';\nexport const planted = app;\n`,
    );
    expect(rulesOf(app)).toContain('import-x/no-restricted-paths');
  });

  it.each(['ui', 'api', 'i18n', 'shared'])('refuses the shared layer %s importing an entity', async (layer) => {
    const findings = await lint(
      `web/src/${layer}/planted.ts`,
      `import * as entity from '../entities/${entity}/index.ts';\nexport const planted = entity;\n`,
    );
    expect(rulesOf(findings)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a feature or app/ reaching past the entity’s index.ts', async () => {
    const modules = readdirSync(join(root, 'web/src/entities', entity!), { recursive: true, encoding: 'utf8' });
    const inner = modules.find((name) => /\.ts$/.test(name) && name !== 'index.ts' && !name.includes('.test.'));
    const code = `import * as inner from '#web/entities/${entity}/${inner!}';\nexport const planted = inner;\n`;
    expect(rulesOf(await lint(`web/src/features/${featureA}/planted.ts`, code))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(rulesOf(await lint('web/src/app/planted.ts', code))).toContain('import-x/no-restricted-paths');
  });

  it('refuses an entity importing another entity', async () => {
    const findings = await lint(
      `web/src/entities/${entity}/planted.ts`,
      `import * as other from '../${otherEntity}/index.ts';\nexport const planted = other;\n`,
    );
    expect(rulesOf(findings)).toContain('import-x/no-restricted-paths');
    expect(findings[0]?.message).toContain(`entities/${entity} may not import another entity`);
  });
});

describe('machines stay pure', () => {
  it('passes a machine file that uses xstate and the contract rules', async () => {
    const findings = await lint(
      'machines/src/planted.ts',
      `import { setup } from 'xstate';\nimport { OTP_CODE } from '#contract/rules.ts';\nexport const planted = [setup, OTP_CODE];\n`,
    );
    expect(findings).toEqual([]);
  });

  it('refuses React in machines', async () => {
    const findings = await lint(
      'machines/src/planted.ts',
      `import { useState } from 'react';\nexport const planted = useState;\n`,
    );
    expect(rulesOf(findings)).toContain('no-restricted-imports');
  });

  it.each([
    ['window.localStorage', `export const planted = () => window.localStorage.getItem('x');\n`],
    ['localStorage', `export const planted = () => localStorage.getItem('x');\n`],
    ['sessionStorage', `export const planted = () => sessionStorage.getItem('x');\n`],
    ['globalThis.localStorage', `export const planted = () => globalThis.localStorage.getItem('x');\n`],
    ['fetch', `export const planted = () => fetch('/x');\n`],
    ['globalThis.fetch', `export const planted = () => globalThis.fetch('/x');\n`],
  ])('refuses %s in machines', async (_name, code) => {
    const findings = await lint('machines/src/planted.ts', code);
    expect(
      rulesOf(findings).some((rule) => rule === 'no-restricted-globals' || rule === 'no-restricted-properties'),
    ).toBe(true);
  });
});

describe('only web/src/api talks HTTP', () => {
  it.each([
    ['fetch', `export const planted = () => fetch('/x');\n`],
    ['globalThis.fetch', `export const planted = () => globalThis.fetch('/x');\n`],
    ['window.fetch', `export const planted = () => window.fetch('/x');\n`],
    ['XMLHttpRequest', `export const planted = () => new XMLHttpRequest();\n`],
  ])('refuses %s in a feature', async (_name, code) => {
    const findings = await lint(`web/src/features/${featureA}/planted.ts`, code);
    expect(
      rulesOf(findings).some((rule) => rule === 'no-restricted-globals' || rule === 'no-restricted-properties'),
    ).toBe(true);
  });

  it('passes fetch inside web/src/api', async () => {
    expect(await lint('web/src/api/planted.ts', `export const planted = () => globalThis.fetch('/x');\n`)).toEqual([]);
  });
});

describe('React and TanStack Query rules', () => {
  it('reports a memo that closes over a value it does not list', async () => {
    const findings = await lint(
      `web/src/features/${featureA}/planted.tsx`,
      [
        `import { useMemo } from 'react';`,
        `export function Planted({ a, b }: { a: number; b: number }) {`,
        `  const sum = useMemo(() => a + b, []);`,
        `  return <p>{sum}</p>;`,
        `}`,
      ].join('\n'),
    );
    expect(rulesOf(findings)).toContain('react-hooks/exhaustive-deps');
  });

  it('reports a hook called conditionally', async () => {
    const findings = await lint(
      `web/src/features/${featureA}/planted.tsx`,
      [
        `import { useState } from 'react';`,
        `export function Planted({ on }: { on: boolean }) {`,
        `  if (on) useState(0);`,
        `  return null;`,
        `}`,
      ].join('\n'),
    );
    expect(rulesOf(findings)).toContain('react-hooks/rules-of-hooks');
  });

  it('reports a query whose key misses a value its function reads', async () => {
    const findings = await lint(
      `web/src/features/${featureA}/planted.ts`,
      [
        `import { useQuery } from '@tanstack/react-query';`,
        `declare function load(id: string): Promise<string>;`,
        `export const usePlanted = (id: string) => useQuery({ queryKey: ['planted'], queryFn: () => load(id) });`,
      ].join('\n'),
    );
    expect(rulesOf(findings)).toContain('@tanstack/query/exhaustive-deps');
  });
});

// Import cycles are Oxlint's check (.oxlintrc.json), the lint step's next command after ESLint.
describe('no import cycles', () => {
  /**
   * Oxlint with the repository's own settings over `files`, written to a folder of their own outside the repository
   * (with the repository's `#web/*` alias): the lint step and the type check, which run beside this test, never meet
   * them in the source tree.
   */
  const oxlintOver = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'planted-cycle-'));
    try {
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ type: 'module', imports: { '#web/*': './web/src/*' } }),
      );
      copyFileSync(join(root, '.oxlintrc.json'), join(dir, '.oxlintrc.json'));
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      return spawnSync(join(root, 'node_modules/.bin/oxlint'), ['--deny-warnings', 'web'], {
        cwd: dir,
        encoding: 'utf8',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('reports modules that import each other, through a relative path or an alias', () => {
    const run = oxlintOver({
      'web/src/shared/planted/a.ts': `import { b } from './b.ts';\nexport const a = () => b;\n`,
      'web/src/shared/planted/b.ts': `import { c } from '#web/shared/planted/c.ts';\nexport const b = () => c;\n`,
      'web/src/shared/planted/c.ts': `import { a } from './a.ts';\nexport const c = () => a;\n`,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('import(no-cycle)');
  });

  it('passes modules whose only cycle runs through a type import', () => {
    const run = oxlintOver({
      'web/src/shared/planted/a.ts': `import { b, type B } from './b.ts';\nexport type A = B;\nexport const a = b;\n`,
      'web/src/shared/planted/b.ts': `import type { A } from './a.ts';\nexport type B = string;\nexport const b: A = '';\n`,
    });
    expect(run.stdout).not.toContain('import(no-cycle)');
    expect(run.status).toBe(0);
  });
});

describe('imports name a layer or a part instead of climbing', () => {
  it('refuses an import that climbs three folders, and passes the alias to the same module', async () => {
    const climbing = await lint(
      `web/src/features/${featureA}/components/planted.ts`,
      `import * as ui from '../../../ui/index.ts';\nexport const planted = ui;\n`,
    );
    expect(rulesOf(climbing)).toContain('no-restricted-imports');
    expect(climbing[0]?.message).toContain("'#web/…'");
    const aliased = await lint(
      `web/src/features/${featureA}/components/planted.ts`,
      `import * as ui from '#web/ui/index.ts';\nexport const planted = ui;\n`,
    );
    expect(aliased).toEqual([]);
  });

  it('refuses the climb in the machines too, beside their own import rules', async () => {
    const findings = await lint(
      'machines/src/values/deep/planted.ts',
      `import * as contract from '../../../../openapi/rules.ts';\nexport const planted = contract;\n`,
    );
    expect(rulesOf(findings)).toContain('no-restricted-imports');
  });
});

describe('accessibility in JSX (jsx-a11y, recommended)', () => {
  it.each([
    ['an image with no text alternative', `export const Planted = () => <img src="/a.png" />;`, 'alt-text'],
    [
      'a click handler on a div, which no keyboard reaches',
      `export const Planted = ({ go }: { go: () => void }) => <div onClick={go}>Go</div>;`,
      'click-events-have-key-events',
    ],
    ['a label tied to no control', `export const Planted = () => <label>Name</label>;`, 'label-has-associated-control'],
    ['autofocus', `export const Planted = () => <input aria-label="Name" autoFocus />;`, 'no-autofocus'],
  ])('reports %s', async (_what, code, rule) => {
    const findings = await lint(`web/src/features/${featureA}/planted.tsx`, `${code}\n`);
    expect(rulesOf(findings)).toContain(`jsx-a11y-x/${rule}`);
  });

  it('passes a button with its name and an image with its text', async () => {
    const code = [
      `export const Planted = ({ go }: { go: () => void }) => (`,
      `  <button type="button" onClick={go}>`,
      `    <img src="/a.png" alt="Search" />`,
      `  </button>`,
      `);`,
    ].join('\n');
    expect(await lint(`web/src/features/${featureA}/planted.tsx`, `${code}\n`)).toEqual([]);
  });
});

describe('one format (Prettier, checked by npm run lint)', () => {
  it('reports a file off the format and passes it once formatted', async () => {
    const filepath = join(root, `web/src/features/${featureA}/planted.ts`);
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    const planted = `export const planted = {a:1,   b:"two"}\n`;
    expect(await prettier.check(planted, options)).toBe(false);
    const formatted = await prettier.format(planted, options);
    expect(formatted).toBe(`export const planted = { a: 1, b: 'two' };\n`);
    expect(await prettier.check(formatted, options)).toBe(true);
  });
});

describe('screens that compose', () => {
  const component = (lines: number) =>
    [
      `export function Planted() {`,
      ...Array.from({ length: lines - 3 }, (_, at) => `  const value${at} = ${at};`),
      `  return <p>{value0}</p>;`,
      `}`,
    ].join('\n');

  it('refuses a component function over 120 lines, and passes one of 120', async () => {
    const tooLong = await lint(`web/src/features/${featureA}/components/planted.tsx`, `${component(121)}\n`);
    expect(rulesOf(tooLong)).toContain('max-lines-per-function');
    const atTheLimit = await lint(`web/src/features/${featureA}/components/planted.tsx`, `${component(120)}\n`);
    expect(rulesOf(atTheLimit)).not.toContain('max-lines-per-function');
  });
});
