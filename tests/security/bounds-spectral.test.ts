import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` runs Spectral with the OWASP ruleset on the bundled contract. These tests run that same step
 * on small planted contracts: one that bounds what it accepts passes, and each unbounded input fails it.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const CONTRACT = 'openapi/openapi.json';

/** The Spectral step of the lint script, as arguments (the script is one line of plain words). */
function spectralStep(): string[] {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  const step = scripts.lint
    ?.split('&&')
    .map((part) => part.trim())
    .find((part) => part.startsWith('spectral lint'));
  if (!step) throw new Error('npm run lint has no Spectral step');
  const words = step.split(/\s+/);
  if (!words.includes(CONTRACT)) throw new Error(`the Spectral step does not lint ${CONTRACT}`);
  return words.slice(1);
}

type Schema = Record<string, unknown>;

/** A contract with one public read operation that passes every error-level rule, given its query parameter. */
function plantedContract(querySchema: Schema, bodySchema?: Schema): Schema {
  const ok = {
    description: 'The answer.',
    content: { 'application/json': { schema: { type: 'object', properties: { note: { type: 'string' } } } } },
  };
  const failure = {
    description: 'A bad request.',
    content: {
      'application/json': { schema: { type: 'object', properties: { message: { type: 'string', maxLength: 200 } } } },
    },
  };
  const operation: Schema = {
    operationId: 'lookUp',
    summary: 'Look a value up.',
    description: 'Looks a value up.',
    tags: ['planted'],
    security: [{ bearerAuth: [] }],
    parameters: [{ name: 'value', in: 'query', required: true, schema: querySchema }],
    responses: { '200': ok, '400': failure, '401': failure },
  };
  const method = bodySchema ? 'put' : 'get';
  if (bodySchema) operation.requestBody = { content: { 'application/json': { schema: bodySchema } } };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Planted',
      version: '1.0.0',
      description: 'A planted contract.',
      contact: { name: 'Platform team' },
    },
    servers: [{ url: 'https://api.example.in', description: 'Production', 'x-internal': false }],
    tags: [{ name: 'planted', description: 'Planted operations.' }],
    paths: { '/look-up': { [method]: operation } },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
  };
}

interface Finding {
  code: string;
  severity: number;
  path: string[];
}

const dir = mkdtempSync(join(tmpdir(), 'bounds-spectral-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lint(name: string, contract: Schema): Promise<{ exitCode: number; errors: Finding[] }> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(contract, null, 2));
  const args = spectralStep().map((word) => (word === CONTRACT ? file : word));
  const run = promisify(execFile);
  const bin = join(root, 'node_modules', '.bin', 'spectral');
  let outcome: { exitCode: number; stdout: string };
  try {
    outcome = { exitCode: 0, stdout: (await run(bin, [...args, '--format', 'json'], { cwd: root })).stdout };
  } catch (failure) {
    // A non-zero exit: execFile rejects with the exit code and what was printed.
    const { code, stdout } = failure as { code?: number | string; stdout?: string };
    outcome = { exitCode: typeof code === 'number' ? code : -1, stdout: stdout ?? '' };
  }
  return { exitCode: outcome.exitCode, errors: parse(outcome.stdout) };
}

/** The JSON list of findings (Spectral prints a summary line after it when there are none). */
function parse(stdout: string): Finding[] {
  const start = stdout.indexOf('[');
  const end = stdout.lastIndexOf(']');
  if (start < 0 || end < start) throw new Error(`Spectral printed no findings list: ${stdout.slice(0, 300)}`);
  return (JSON.parse(stdout.slice(start, end + 1)) as Finding[]).filter((finding) => finding.severity === 0);
}

describe("npm run lint's Spectral step", () => {
  it('passes a contract that bounds every value it accepts (responses are not held to bounds)', async () => {
    const result = await lint('bounded', plantedContract({ type: 'string', pattern: '^[a-z]+$', maxLength: 50 }));
    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
  }, 60_000);

  it('fails on a query string without maxLength', async () => {
    const result = await lint('unbounded-string', plantedContract({ type: 'string', pattern: '^[a-z]+$' }));
    expect(result.exitCode).not.toBe(0);
    expect(result.errors.map((e) => [e.code, e.path.join('.')])).toEqual([
      ['owasp:api4:2023-string-limit', 'paths./look-up.get.parameters.0.schema'],
    ]);
  }, 60_000);

  it('fails on an integer without limits and format, and a body array without maxItems', async () => {
    const body = {
      type: 'object',
      properties: { ids: { type: 'array', items: { type: 'integer', format: 'int64', minimum: 1, maximum: 99 } } },
    };
    const result = await lint('unbounded-numbers', plantedContract({ type: 'integer' }, body));
    expect(result.exitCode).not.toBe(0);
    expect(result.errors.map((e) => [e.code, e.path.join('.')]).sort()).toEqual([
      ['owasp:api4:2023-array-limit', 'paths./look-up.put.requestBody.content.application/json.schema.properties.ids'],
      ['owasp:api4:2023-integer-format', 'paths./look-up.put.parameters.0.schema'],
      ['owasp:api4:2023-integer-limit', 'paths./look-up.put.parameters.0.schema'],
    ]);
  }, 60_000);
});
