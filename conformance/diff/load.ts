import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleOpenapi } from '../spec/bundle-project.ts';

type Json = Record<string, unknown>;

/**
 * A contract named on the command line: a bundled `openapi.json` file, or a git ref whose `openapi/src` and
 * `openapi/product.yaml` are taken from the repository into a temporary folder and bundled as `npm run gen` does.
 */
export function loadContract(spec: string, root: string): Json {
  if (existsSync(spec) || existsSync(join(root, spec))) {
    const file = existsSync(spec) ? spec : join(root, spec);
    return JSON.parse(readFileSync(file, 'utf8')) as Json;
  }
  const commit = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${spec}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (commit.status !== 0) throw new Error(`'${spec}' is neither a contract file nor a git ref`);
  const dir = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  try {
    const archive = join(dir, 'contract.tar');
    const git = spawnSync(
      'git',
      ['archive', '--format=tar', '-o', archive, commit.stdout.trim(), 'openapi/src', 'openapi/product.yaml'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    if (git.status !== 0)
      throw new Error(`git ref '${spec}' has no openapi/src and openapi/product.yaml: ${git.stderr.trim()}`);
    const tar = spawnSync('tar', ['-xf', archive, '-C', dir], { encoding: 'utf8' });
    if (tar.status !== 0) throw new Error(`could not unpack the contract of '${spec}': ${tar.stderr.trim()}`);
    return bundleOpenapi(join(dir, 'openapi')).document;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
