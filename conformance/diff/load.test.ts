import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contractDiff } from './cli.ts';
import { diffContracts } from './diff.ts';
import { loadContract } from './load.ts';
import { root } from './testing/real-contract.ts';

const git = (cwd: string, ...args: string[]) => {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
};

describe('--base <git ref>: the contract bundled from openapi/src at that ref', () => {
  it("HEAD's sources bundle to HEAD's committed openapi.json: no change", () => {
    const committed = JSON.parse(git(root, 'show', 'HEAD:openapi/openapi.json')) as Record<string, unknown>;
    expect(diffContracts(loadContract('HEAD', root), committed, null)).toEqual([]);
  });

  const dir = mkdtempSync(join(tmpdir(), 'contract-diff-git-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an earlier commit of a repository is bundled from its own sources', () => {
    git(dir, 'init', '-q');
    cpSync(join(root, 'openapi/src'), join(dir, 'openapi/src'), { recursive: true });
    cpSync(join(root, 'openapi/product.yaml'), join(dir, 'openapi/product.yaml'));
    git(dir, 'add', '-A');
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.in', 'commit', '-qm', 'one');
    const file = join(dir, 'openapi/src/paths/language.yaml');
    const source = readFileSync(file, 'utf8');
    const edited = source.replace(/\n {8}nativeName: \{[^\n]*\}\n/, '\n');
    expect(edited).not.toBe(source);
    writeFileSync(file, edited);
    git(dir, 'commit', '-qam', 'two');
    const head = join(dir, 'head.json');
    writeFileSync(head, JSON.stringify(loadContract('HEAD', dir)));
    const result = contractDiff(['--base', 'HEAD~1', '--head', head, '--format', 'json'], dir);
    const { changes } = JSON.parse(result.output) as { changes: Array<Record<string, unknown>> };
    expect(changes.map((c) => [c.operationId, c.kind, c.pointer, c.breaks])).toContainEqual([
      'fetchAppLanguage',
      'property-removed',
      '/components/schemas/AppLanguage/properties/nativeName',
      'client',
    ]);
  });
});
