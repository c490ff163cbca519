import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { onLoadCore } from './cores.ts';

/** The CPUs every thread of this process may run on (from /proc), e.g. ['0-1', '0-1', …]. */
const allowedCpus = () =>
  readFileSync('/proc/self/task/' + process.pid + '/status', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('Cpus_allowed_list:'))
    ?.split(':')[1]
    ?.trim();

describe('onLoadCore', () => {
  it('gives the process back the CPUs it had, so what the bench starts next is not squeezed onto one core', async () => {
    const before = allowedCpus();
    const result = await onLoadCore(async () => 'measured');
    expect(result).toBe('measured');
    expect(allowedCpus()).toBe(before);
  });

  it('gives them back when the work fails', async () => {
    const before = allowedCpus();
    await expect(onLoadCore(() => Promise.reject(new Error('load failed')))).rejects.toThrow('load failed');
    expect(allowedCpus()).toBe(before);
  });
});
