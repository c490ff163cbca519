import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The image's two scripts refuse what they cannot do before any work, with what to do instead.
const root = join(import.meta.dirname, '../..');
const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, encoding: 'utf8' });

describe('npm run image', () => {
  it('refuses an unknown option with its usage (exit 2), before looking for an engine', () => {
    const refused = run('scripts/image.ts', ['--target', 'mock']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("Unknown option '--target'");
    expect(refused.stderr).toContain('usage: npm run image [-- --client [--prebuilt]] [--base <image>]');
  });

  it('refuses --prebuilt without --client: only the client image holds a client', () => {
    const refused = run('scripts/image.ts', ['--prebuilt']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('--prebuilt is an option of --client');
  });

  it('refuses --base without an image', () => {
    const refused = run('scripts/image.ts', ['--base']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("Option '--base <value>' argument missing");
  });
});

describe("the image's process", () => {
  it('refuses --client in an image without the built client, naming the target to build (exit 2)', () => {
    const refused = run('scripts/image/container-main.ts', ['--client']);
    expect(refused.status).toBe(2);
    expect(refused.stderr.trim()).toBe(
      `--client: this image has no built client (${join(root, 'scripts/image/web')}). Build the Dockerfile's client target: npm run image -- --client`,
    );
  });
});
