import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../cli/options.ts';
import { ContractError } from '../spec/contract-error.ts';
import { contractDiff } from './cli.ts';
import { realContract, root, schema, type Json } from './testing/real-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'contract-diff-usage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const usage = join(root, 'conformance/diff/testing/client-usage.fixture.json');
const base = join(dir, 'base.json');
writeFileSync(base, JSON.stringify(realContract(), null, 2));
/** The line (1-based) of the first line holding `text` after the first holding `after`, in the base file. */
function baseLineOf(after: string, text: string): number {
  const lines = readFileSync(base, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.includes(after));
  return lines.findIndex((line, i) => i > start && line.includes(text)) + 1;
}
const nativeNameLine = () => baseLineOf('"AppLanguage": {', '"nativeName"');

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

/** A head contract where one of saveDeviceToken's body fields is or is not required. */
function deviceTokenInput(file: string, change: (required: string[]) => string[]): string {
  const head = realContract();
  const device = schema(head, 'DeviceTokenInput');
  device.required = change(device.required as string[]);
  writeFileSync(join(dir, file), JSON.stringify(head));
  return join(dir, file);
}

async function run(baseFile: string, head: string, ...args: string[]) {
  const result = await contractDiff(['--base', baseFile, '--head', head, '--format', 'json', ...args], root);
  const { changes } = JSON.parse(result.output) as { changes: Array<Record<string, unknown>> };
  return { code: result.code, changes, note: result.note };
}

describe('--fail-on client fails only on changes this client sends or reads', () => {
  it('a removed answer field the client reads fails, and says where it is read', async () => {
    const { code, changes } = await run(
      base,
      withoutLanguageField('nativeName'),
      '--usage',
      usage,
      '--fail-on',
      'client',
    );
    expect(code).toBe(1);
    expect(changes).toContainEqual(
      expect.objectContaining({
        operationId: 'fetchAppLanguage',
        pointer: '/components/schemas/AppLanguage/properties/nativeName',
        breaks: 'client',
        usedByClient: true,
        usage: 'read by the client (2 tests, e.g. web/src/features/language/components/language-picker.tsx:45)',
        source: `${relative(process.cwd(), base)}:${nativeNameLine()}`,
        message:
          'answer `*/nativeName`: field removed: nativeName: string → (absent) — breaks client: the client reads a field that is gone; read by the client (2 tests, e.g. web/src/features/language/components/language-picker.tsx:45)',
      }),
    );
    // The same field inside the envelope shape (data/*/nativeName) is a path this client never read.
    expect(changes).toContainEqual(
      expect.objectContaining({ dataPath: 'data/*/nativeName', usedByClient: false, usage: 'not read by this client' }),
    );
  });

  it('the Markdown and JUnit reports mark the change that fails, with its source line and data path', async () => {
    const head = withoutLanguageField('nativeName');
    const args = ['--base', base, '--head', head, '--usage', usage, '--fail-on', 'client'];
    const markdown = (await contractDiff([...args, '--format', 'md'], root)).output;
    expect(markdown).toContain(
      `| **fails** | \`client\` | fetchAppLanguage | \`${relative(process.cwd(), base)}:${nativeNameLine()}\` | \`/components/schemas/AppLanguage/properties/nativeName\` | \`*/nativeName\` | string → (absent) | field removed: nativeName | read by the client (2 tests, e.g. web/src/features/language/components/language-picker.tsx:45) |`,
    );
    expect(markdown).toContain('`/components/schemas/AppLanguage/properties/nativeName` | `data/*/nativeName` |');
    const junit = (await contractDiff([...args, '--format', 'junit'], root)).output;
    expect(junit).toContain('<testsuites name="contract-diff" tests="2" failures="1" skipped="0">');
    expect(junit).toContain('<failure message="breaks client (--fail-on client)">');
  });

  it('--format github writes one annotation per breaking change on its file and line, an error where it fails', async () => {
    const head = withoutLanguageField('nativeName');
    const github = (
      await contractDiff(
        ['--base', base, '--head', head, '--usage', usage, '--fail-on', 'client', '--format', 'github'],
        root,
      )
    ).output.split('\n');
    const file = relative(process.cwd(), base);
    expect(github).toContain(
      `::error file=${file},line=${nativeNameLine()},title=contract change breaks client%3A fetchAppLanguage::answer \`*/nativeName\`: field removed: nativeName: string → (absent) — breaks client: the client reads a field that is gone; read by the client (2 tests, e.g. web/src/features/language/components/language-picker.tsx:45)`,
    );
    expect(github.filter((line) => line.startsWith('::warning '))).toHaveLength(1);
    expect(github).toContain(
      '::notice title=contract diff::2 changes: 2 break the client, 0 the upstream, 0 both (of these 2, 1 used by the client), 0 nothing; 1 fail --fail-on client',
    );
  });

  it('a removed answer field the client never reads passes --fail-on client, and fails --fail-on breaking', async () => {
    const head = withoutLanguageField('name');
    const { code, changes } = await run(base, head, '--usage', usage, '--fail-on', 'client');
    expect(code).toBe(0);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes)
      expect(change).toMatchObject({ breaks: 'client', usedByClient: false, usage: 'not read by this client' });
    expect((await run(base, head, '--usage', usage, '--fail-on', 'breaking')).code).toBe(1);
    expect((await run(base, head, '--usage', usage, '--fail-on', 'none')).code).toBe(0);
  });

  it('without usage data every client change counts as used (usedByClient null) and fails --fail-on client', async () => {
    const missing = join(dir, 'missing.json');
    const { code, changes } = await run(base, withoutLanguageField('name'), '--usage', missing, '--fail-on', 'client');
    expect(code).toBe(1);
    for (const change of changes) expect(change).toMatchObject({ usedByClient: null, usage: 'no usage data' });
  });

  it('a required field added affects every call: it counts when the client calls the operation', async () => {
    const head = realContract();
    const device = schema(head, 'DeviceTokenInput');
    (device.properties as Json).appVersion = { type: 'string', maxLength: 20 };
    (device.required as string[]).push('appVersion');
    const file = join(dir, 'app-version.json');
    writeFileSync(file, JSON.stringify(head));
    const { code, changes } = await run(base, file, '--usage', usage, '--fail-on', 'client');
    expect(code).toBe(1);
    expect(changes).toEqual([
      expect.objectContaining({
        operationId: 'saveDeviceToken',
        kind: 'property-added-required',
        dataPath: 'body/appVersion',
        breaks: 'client',
        usedByClient: true,
        usage: 'called by the client (1 test), which never sends it',
        message:
          'request `body/appVersion`: required field added: appVersion: (absent) → string — breaks client: the client does not send it; called by the client (1 test), which never sends it',
      }),
    ]);
  });

  it('refuses an unknown option or a bad value with one line, and a --base that is neither file, URL nor ref', async () => {
    await expect(contractDiff(['--base', base, '--fail-on', 'sometimes'], root)).rejects.toThrow(
      new UsageError("--fail-on must be one of breaking, client, none, got 'sometimes'"),
    );
    await expect(contractDiff(['--base', base, '--fial-on', 'client'], root)).rejects.toThrow(
      new UsageError('unknown option --fial-on'),
    );
    await expect(contractDiff(['--base'], root)).rejects.toThrow(new UsageError('--base needs a value'));
    await expect(contractDiff(['--base', 'no-such-ref-or-file'], root)).rejects.toThrow(
      new ContractError("'no-such-ref-or-file' is neither a contract file, a URL nor a git ref"),
    );
  });
});

describe('a request field the client always sends', () => {
  const optionalToken = deviceTokenInput('optional-token.json', (required) =>
    required.filter((n) => n !== 'deviceToken'),
  );

  it('made required breaks no client that always sends it: --fail-on client passes and says why', async () => {
    const { code, changes } = await run(optionalToken, base, '--usage', usage, '--fail-on', 'client');
    expect(code).toBe(0);
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'required-added',
        dataPath: 'body/deviceToken',
        breaks: 'client',
        usedByClient: false,
        usage: 'always sent by the client (1 test, e.g. web/src/api/device-token.ts:12), so it is not affected',
      }),
    ]);
  });

  it('made required where the client sends it only sometimes fails --fail-on client, and says "sent", not "read"', async () => {
    const head = deviceTokenInput('required-platform.json', (required) => [...required, 'platform']);
    const { code, changes } = await run(base, head, '--usage', usage, '--fail-on', 'client');
    expect(code).toBe(1);
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'required-added',
        dataPath: 'body/platform',
        usedByClient: true,
        usage: 'sent by the client (sometimes, 1 test, e.g. web/src/api/device-token.ts:12)',
      }),
    ]);
  });
});
