import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from '#mock/contract/load-contract.ts';
import { CHECKS } from '#conformance/generate/checks.ts';
import { runGenerate } from '#conformance/generate/run-generate.ts';
import { proxySummary } from '#conformance/proxy/summary.ts';
import { startValidatingProxy } from '#conformance/proxy/validating-proxy.ts';
import { inJsonSchemaDialect } from '#conformance/spec/openapi-30.ts';
import { readContract } from '#conformance/spec/read-contract.ts';
import { runScript } from './support/command-line.ts';
import { PETS_API_KEY, startPetsUpstream, type PetsUpstream } from './support/pets-upstream.ts';

// The harness on a contract that is not this repository's: the pets contract (OpenAPI 3.0, YAML split across files
// with relative $refs, an API key) and a hand-written upstream of it.

const root = fileURLToPath(new URL('../..', import.meta.url));
const PETS = 'conformance/spec/testing/pets/openapi.yaml';
const headers = { 'x-api-key': PETS_API_KEY };
let operations: ReturnType<typeof loadOperations>;
let good: PetsUpstream;
let drifted: PetsUpstream;

beforeAll(async () => {
  const { document } = await readContract(PETS, { root });
  operations = loadOperations(inJsonSchemaDialect(document, { wrapUntypedNullable: true }));
  good = await startPetsUpstream();
  drifted = await startPetsUpstream({ drift: 'tag-as-number' });
});
afterAll(async () => {
  await good.close();
  await drifted.close();
});

const generate = (baseUrl: string, maxExamples = 10) =>
  runGenerate({
    baseUrl,
    seed: 1,
    maxExamples,
    timeLimit: 60,
    timeoutMs: 5000,
    shrinkSteps: 20,
    allowWrites: false,
    checks: [...CHECKS],
    contract: { operations, headers },
    identities: {},
  });

describe('npm run contract -- --generate --spec: requests drawn from another contract', () => {
  it('finds nothing on an upstream that follows it, and reaches a 2xx on every operation', async () => {
    const report = await generate(good.url);
    expect(report.findings).toEqual([]);
    expect(
      report.rows.map((row) => [row.operationId, [...row.statuses.keys()].some((s) => s >= 200 && s < 300)]),
    ).toEqual([
      ['listPets', true],
      ['addPet', true],
      ['getPet', true],
    ]);
    // Its credentials are the options' API key: left out, every operation must refuse.
    for (const row of report.rows) expect(row.checks.missing_required_header.state).toBe('passed');
  });

  it('finds an answer off the contract, with its pointer and a curl that reproduces it', async () => {
    const report = await generate(drifted.url);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        operationId: 'listPets',
        check: 'response_schema_conformance',
        message: expect.stringMatching(/^HTTP 200 at \/0\/tag: expected type string,null$/) as string,
        curl: expect.stringContaining(`-H 'x-api-key: ${PETS_API_KEY}'`) as string,
      }),
    );
  });

  it('from the command line, the split YAML contract read and bundled', async () => {
    const { code, output } = await runScript(
      'scripts/contract.ts',
      '--generate',
      '--spec',
      PETS,
      '--base-url',
      drifted.url,
      '--header',
      `X-Api-Key: ${PETS_API_KEY}`,
      '--max-examples',
      '5',
    );
    expect(code).toBe(1);
    expect(output).toContain(`Generating requests from ${PETS} against ${drifted.url}`);
    expect(output).toMatch(/listPets response_schema_conformance: HTTP 200 at \/0\/tag: expected type string,null/);
  }, 60_000);
});

describe('npm run contract:proxy --spec: traffic checked against another contract', () => {
  it('says each call with --verbose, and counts the violations by operation when it stops', async () => {
    const calls: string[] = [];
    const proxy = await startValidatingProxy({
      upstream: drifted.url,
      port: 0,
      operations,
      onViolation: () => undefined,
      onCall: (line) => calls.push(line),
    });
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      for (let i = 0; i < 3; i += 1) await fetch(`${url}/pets?limit=5`, { headers });
      await fetch(`${url}/pets/1`, { headers });
      await fetch(`${url}/pets?limit=500`, { headers });
    } finally {
      proxy.close();
    }
    expect(calls[0]).toMatch(/^GET \/pets\?limit=5 → 200 listPets [\d.]+ ms, 1 violation$/);
    expect(calls[3]).toMatch(/^GET \/pets\/1 → 200 getPet [\d.]+ ms, conforms$/);
    expect(proxySummary(proxy.tally).split('\n')).toEqual([
      'Validating proxy: 5 calls forwarded, 4 violations',
      '  by operation: listPets 4',
      '  listPets 200 at /0/tag: expected type string,null — 3 calls, e.g. GET /pets?limit=5',
      '  listPets at /request: expected limit must be <= 50 — 1 call, e.g. GET /pets?limit=500',
    ]);
  });
});

describe('a command line the tools cannot run is one line (and the usage), exit 2', () => {
  it.each([
    ['scripts/contract.ts', ['--base-urll', 'http://127.0.0.1:1'], 'contract: unknown option --base-urll', true],
    [
      'scripts/contract.ts',
      ['--spec', PETS, '--start-mock'],
      "contract: --spec goes with --generate: the journeys are this repository's contract's",
      true,
    ],
    [
      'scripts/contract.ts',
      ['--generate', '--max-examples', 'many', '--start-mock'],
      "contract: --max-examples must be a whole number ≥ 1, got 'many'",
      true,
    ],
    [
      'scripts/contract.ts',
      ['--generate', '--spec', 'missing.yaml', '--base-url', 'http://127.0.0.1:8299'],
      'contract: missing.yaml: no such file',
      false,
    ],
    [
      'scripts/contract.ts',
      ['--base-url', 'http://127.0.0.1:8299'],
      'contract: cannot reach http://127.0.0.1:8299: ECONNREFUSED',
      false,
    ],
    [
      'scripts/contract-proxy.ts',
      ['--upstream', 'http://127.0.0.1:8299', '--verbos'],
      'contract:proxy: unknown option --verbos',
      true,
    ],
    [
      'scripts/contract-diff.ts',
      ['--base', PETS, '--format', 'xml'],
      "contract:diff: --format must be one of md, json, junit, github, got 'xml'",
      true,
    ],
    ['scripts/client-usage.ts', ['--wirte'], 'usage: unknown option --wirte', true],
  ])(
    '%s %j',
    async (script, args, line, usage) => {
      const { code, output } = await runScript(script, ...args);
      expect(code).toBe(2);
      const lines = output.trimEnd().split('\n');
      expect(lines[0]).toBe(line);
      if (usage) expect(lines[2]).toMatch(/^Usage: /);
      else expect(lines).toHaveLength(1);
    },
    60_000,
  );
});
