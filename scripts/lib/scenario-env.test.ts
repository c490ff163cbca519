import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scenarioFromEnv, snapshotFromEnv } from './env.ts';

const saved = { scenario: process.env.MOCK_SCENARIO, snapshot: process.env.MOCK_SNAPSHOT };
afterEach(() => {
  for (const [name, value] of [
    ['MOCK_SCENARIO', saved.scenario],
    ['MOCK_SNAPSHOT', saved.snapshot],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('MOCK_SCENARIO', () => {
  it('is optional and takes a known name', () => {
    delete process.env.MOCK_SCENARIO;
    expect(scenarioFromEnv()).toBeUndefined();
    process.env.MOCK_SCENARIO = 'slow-network';
    expect(scenarioFromEnv()).toBe('slow-network');
  });

  it('refuses an unknown name, listing the scenarios', () => {
    process.env.MOCK_SCENARIO = 'slow';
    expect(() => scenarioFromEnv()).toThrow(
      "MOCK_SCENARIO: Unknown scenario 'slow'. Scenarios: default, new-candidate, kyc-complete, upstream-down, slow-network, token-churn, empty-world",
    );
  });
});

describe('MOCK_SNAPSHOT', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-snapshot-'));

  it('reads and parses the file', () => {
    const file = join(dir, 'state.json');
    writeFileSync(file, '{"format":"mock-snapshot/1"}');
    process.env.MOCK_SNAPSHOT = file;
    expect(snapshotFromEnv()).toEqual({ file, body: { format: 'mock-snapshot/1' } });
  });

  it('names a file it cannot read or parse', () => {
    process.env.MOCK_SNAPSHOT = join(dir, 'missing.json');
    expect(() => snapshotFromEnv()).toThrow(`MOCK_SNAPSHOT: cannot read ${join(dir, 'missing.json')}`);
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"format":');
    process.env.MOCK_SNAPSHOT = file;
    expect(() => snapshotFromEnv()).toThrow(`MOCK_SNAPSHOT: ${file} is not JSON`);
  });
});
