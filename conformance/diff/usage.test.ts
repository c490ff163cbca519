import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contractDiff } from './cli.ts';
import { realContract, root, schema, type Json } from './testing/real-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'contract-diff-usage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const usage = join(root, 'conformance/diff/testing/client-usage.fixture.json');
const base = join(dir, 'base.json');
writeFileSync(base, JSON.stringify(realContract()));

/** A head contract with one of AppLanguage's answer fields removed (and no longer required). */
function withoutLanguageField(name: string): string {
  const head = realContract();
  const language = schema(head, 'AppLanguage');
  delete (language.properties as Json)[name];
  language.required = (language.required as string[]).filter((n) => n !== name);
  const file = join(dir, `without-${name}.json`);
  writeFileSync(file, JSON.stringify(head));
  return file;
}

function run(head: string, ...args: string[]) {
  const result = contractDiff(['--base', base, '--head', head, '--format', 'json', ...args], root);
  const { changes } = JSON.parse(result.output) as { changes: Array<Record<string, unknown>> };
  return { code: result.code, changes, note: result.note };
}

describe('--fail-on client fails only on changes this client reads', () => {
  it('a removed answer field the client reads fails, and says where it is read', () => {
    const { code, changes } = run(withoutLanguageField('nativeName'), '--usage', usage, '--fail-on', 'client');
    expect(code).toBe(1);
    expect(changes).toContainEqual(
      expect.objectContaining({
        operationId: 'fetchAppLanguage',
        pointer: '/components/schemas/AppLanguage/properties/nativeName',
        breaks: 'client',
        readByClient: true,
        reading: 'read by the client (2 tests, e.g. web/src/features/language/components/language-picker.tsx:45)',
        message:
          'answer `*/nativeName`: field removed: nativeName: string → (absent) — breaks client: the client reads a field that is gone; read by the client (2 tests, e.g. web/src/features/language/components/language-picker.tsx:45)',
      }),
    );
    // The same field inside the envelope shape (data/*/nativeName) is a path this client never read.
    expect(changes).toContainEqual(
      expect.objectContaining({
        dataPath: 'data/*/nativeName',
        readByClient: false,
        reading: 'not read by this client',
      }),
    );
  });

  it('the Markdown and JUnit reports mark the change that fails, with its data path', () => {
    const head = withoutLanguageField('nativeName');
    const args = ['--base', base, '--head', head, '--usage', usage, '--fail-on', 'client'];
    const markdown = contractDiff([...args, '--format', 'md'], root).output;
    expect(markdown).toContain(
      '| **fails** | `client` | fetchAppLanguage | `/components/schemas/AppLanguage/properties/nativeName` | `*/nativeName` | string → (absent) | field removed: nativeName | read by the client (2 tests, e.g. web/src/features/language/components/language-picker.tsx:45) |',
    );
    expect(markdown).toContain(
      '|  | `client` | fetchAppLanguage | `/components/schemas/AppLanguage/properties/nativeName` | `data/*/nativeName` |',
    );
    const junit = contractDiff([...args, '--format', 'junit'], root).output;
    expect(junit).toContain('<testsuites name="contract-diff" tests="2" failures="1" skipped="0">');
    expect(junit).toContain('<failure message="breaks client (--fail-on client)">');
  });

  it('a removed answer field the client never reads passes --fail-on client, and fails --fail-on breaking', () => {
    const head = withoutLanguageField('name');
    const { code, changes } = run(head, '--usage', usage, '--fail-on', 'client');
    expect(code).toBe(0);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes)
      expect(change).toMatchObject({ breaks: 'client', readByClient: false, reading: 'not read by this client' });
    expect(run(head, '--usage', usage, '--fail-on', 'breaking').code).toBe(1);
    expect(run(head, '--usage', usage, '--fail-on', 'none').code).toBe(0);
  });

  it('without usage data every client change counts as read (readByClient null) and fails --fail-on client', () => {
    const { code, changes } = run(
      withoutLanguageField('name'),
      '--usage',
      join(dir, 'missing.json'),
      '--fail-on',
      'client',
    );
    expect(code).toBe(1);
    for (const change of changes) expect(change).toMatchObject({ readByClient: null, reading: 'no usage data' });
  });

  it('a change that affects every call counts as read when the client calls the operation', () => {
    const head = realContract();
    const device = schema(head, 'DeviceTokenInput');
    (device.properties as Json).appVersion = { type: 'string', maxLength: 20 };
    (device.required as string[]).push('appVersion');
    const file = join(dir, 'app-version.json');
    writeFileSync(file, JSON.stringify(head));
    const { code, changes } = run(file, '--usage', usage, '--fail-on', 'client');
    expect(code).toBe(1);
    expect(changes).toEqual([
      expect.objectContaining({
        operationId: 'saveDeviceToken',
        kind: 'property-added-required',
        dataPath: 'body/appVersion',
        breaks: 'client',
        readByClient: true,
        reading: 'read by the client (1 test, e.g. web/src/api/device-token.test.ts)',
      }),
    ]);
  });

  it('refuses an unknown --fail-on with the accepted values, and a --base that is neither file nor ref', () => {
    expect(contractDiff(['--base', base, '--fail-on', 'sometimes'], root)).toMatchObject({
      code: 2,
      note: '--fail-on must be one of breaking, client, none',
    });
    expect(() => contractDiff(['--base', 'no-such-ref-or-file'], root)).toThrow(
      "'no-such-ref-or-file' is neither a contract file nor a git ref",
    );
  });
});
