import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAgainstReleased, releaseContract } from './released.ts';
import { realContract, schema, type Json } from './testing/real-contract.ts';

// A repository in a temporary folder: the released contract (the real one), a changelog, and a working tree's
// contract with one answer field removed.
const POINTER = '/components/schemas/AppLanguage/properties/nativeName';
const CHANGELOG = `# Contract changelog

## Unreleased

## 1.0.0 — 2026-11-28

- First released contract.
`;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function repository(changelog: string, version = '1.0.0'): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-release-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'openapi/released'), { recursive: true });
  writeFileSync(join(dir, 'openapi/released/openapi.json'), JSON.stringify(realContract()));
  const head = realContract();
  delete (schema(head, 'AppLanguage').properties as Json).nativeName;
  (head.info as Json).version = version;
  writeFileSync(join(dir, 'openapi/openapi.json'), `${JSON.stringify(head, null, 2)}\n`);
  writeFileSync(join(dir, 'openapi/CHANGELOG.md'), changelog);
  return dir;
}

const acknowledged = CHANGELOG.replace(
  '## Unreleased\n',
  `## Unreleased\n\n- breaking (client): \`${POINTER}\` — fetchAppLanguage: the native name is no longer sent\n`,
);

describe('the contract against the last released one', async () => {
  it('a breaking change not recorded under Unreleased fails, naming the change and the line to add', async () => {
    const { unacknowledged, problems } = await checkAgainstReleased(repository(CHANGELOG), null);
    expect(problems).toEqual([]);
    expect(unacknowledged.map((c) => [c.operationId, c.pointer, c.breaks])).toEqual([
      ['fetchAppLanguage', POINTER, 'client'],
    ]);
  });

  it('the same change recorded under Unreleased with its pointer and the word breaking passes', async () => {
    expect((await checkAgainstReleased(repository(acknowledged), null)).unacknowledged).toEqual([]);
  });

  it('an entry under a released version, or without the word breaking, does not acknowledge it', async () => {
    const underRelease = CHANGELOG.replace('- First released contract.', `- breaking: \`${POINTER}\` removed`);
    const notSaidBreaking = CHANGELOG.replace('## Unreleased\n', `## Unreleased\n\n- \`${POINTER}\` removed\n`);
    expect((await checkAgainstReleased(repository(underRelease), null)).unacknowledged).toHaveLength(1);
    expect((await checkAgainstReleased(repository(notSaidBreaking), null)).unacknowledged).toHaveLength(1);
  });

  it('a missing released file says how to make the first release', async () => {
    const dir = repository(CHANGELOG);
    rmSync(join(dir, 'openapi/released'), { recursive: true });
    await expect(checkAgainstReleased(dir, null)).rejects.toThrow(
      'openapi/released/openapi.json is missing: make the first release with npm run contract:release -- --version <info.version>',
    );
  });

  it('a released file that is not the changelog’s last version is refused', async () => {
    const dir = repository(acknowledged.replace('## 1.0.0 — 2026-11-28', '## 1.1.0 — 2026-11-28'));
    expect((await checkAgainstReleased(dir, null)).problems).toEqual([
      "openapi/released/openapi.json is version 1.0.0 but openapi/CHANGELOG.md's last release is 1.1.0: the released contract is written by npm run contract:release, not by hand",
    ]);
  });
});

describe('npm run contract:release', async () => {
  it('copies the bundle to openapi/released/openapi.json and moves the Unreleased entries under the version', async () => {
    const dir = repository(acknowledged, '2.0.0');
    expect(await releaseContract(dir, '2.0.0', '2026-12-01', null)).toContain('Released contract 2.0.0');
    expect(readFileSync(join(dir, 'openapi/released/openapi.json'), 'utf8')).toBe(
      readFileSync(join(dir, 'openapi/openapi.json'), 'utf8'),
    );
    expect(readFileSync(join(dir, 'openapi/CHANGELOG.md'), 'utf8')).toBe(`# Contract changelog

## Unreleased

## 2.0.0 — 2026-12-01

- breaking (client): \`${POINTER}\` — fetchAppLanguage: the native name is no longer sent

## 1.0.0 — 2026-11-28

- First released contract.
`);
    expect(await checkAgainstReleased(dir, null)).toEqual({ changes: [], unacknowledged: [], problems: [] });
  });

  it('refuses an unacknowledged breaking change, a version below the bump the changes need, and a version info.version does not say', async () => {
    await expect(releaseContract(repository(CHANGELOG, '2.0.0'), '2.0.0', '2026-12-01', null)).rejects.toThrow(
      "1 breaking change(s) not recorded under 'Unreleased' in openapi/CHANGELOG.md:",
    );
    await expect(releaseContract(repository(acknowledged, '1.1.0'), '1.1.0', '2026-12-01', null)).rejects.toThrow(
      'version 1.1.0 is too small: the changes since 1.0.0 need a major release, at least 2.0.0',
    );
    await expect(releaseContract(repository(acknowledged, '1.0.0'), '2.0.0', '2026-12-01', null)).rejects.toThrow(
      'info.version of openapi/openapi.json is 1.0.0: set it to 2.0.0 in openapi/src/openapi.yaml and run npm run gen first',
    );
  });
});
