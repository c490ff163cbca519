import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('generated files', () => {
  it('match their sources (npm run gen leaves nothing to commit)', () => {
    let output = '';
    let code = 0;
    try {
      output = execFileSync('npx', ['tsx', 'scripts/gen.ts', '--check'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      const failure = error as { status?: number; stderr?: string };
      code = failure.status ?? 1;
      output = failure.stderr ?? '';
    }
    expect(output, output).toContain('match their sources');
    expect(code).toBe(0);
  }, 60_000);
});
