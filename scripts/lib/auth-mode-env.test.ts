import { afterEach, describe, expect, it } from 'vitest';
import { authModeFromEnv } from './env.ts';

describe('MOCK_AUTH', () => {
  const saved = process.env.MOCK_AUTH;
  afterEach(() => {
    if (saved === undefined) delete process.env.MOCK_AUTH;
    else process.env.MOCK_AUTH = saved;
  });

  it('defaults to the open mode (what the upstream is shown to do)', () => {
    delete process.env.MOCK_AUTH;
    expect(authModeFromEnv()).toBe('open');
    process.env.MOCK_AUTH = '';
    expect(authModeFromEnv()).toBe('open');
  });

  it.each(['open', 'strict'] as const)('takes %s', (mode) => {
    process.env.MOCK_AUTH = mode;
    expect(authModeFromEnv()).toBe(mode);
  });

  it('refuses anything else, naming the two modes', () => {
    process.env.MOCK_AUTH = 'STRICT';
    expect(() => authModeFromEnv()).toThrow('MOCK_AUTH must be open or strict, got STRICT');
  });
});
