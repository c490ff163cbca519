import { describe, expect, it } from 'vitest';
import { findProgram, howToInstall } from './debian-packages.ts';

describe('Debian programs a script needs', () => {
  it('finds a program on the PATH or at its path, and nothing that is not there', () => {
    expect(findProgram('sh')).toMatch(/^\/(usr\/)?bin\/sh$/);
    expect(findProgram(process.execPath)).toBe(process.execPath);
    expect(findProgram('/usr/bin/no-such-program')).toBeUndefined();
    expect(findProgram('no-such-program')).toBeUndefined();
  });

  it('says how to install one that is missing', () => {
    expect(howToInstall({ name: 'nginx', program: 'nginx', packages: ['nginx'] })).toBe(
      'nginx was not found (nginx). Install it as root with:\n  apt-get update && apt-get install -y nginx\nthen run this again.',
    );
  });
});
