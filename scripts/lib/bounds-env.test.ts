import { afterEach, describe, expect, it } from 'vitest';
import { newCandidateLimitFromEnv, storageLimitFromEnv } from './env.ts';

const NAMES = ['MOCK_STORAGE_LIMIT', 'MOCK_NEW_CANDIDATE_LIMIT'] as const;

describe('MOCK_STORAGE_LIMIT and MOCK_NEW_CANDIDATE_LIMIT', () => {
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('leave the defaults when unset or empty', () => {
    for (const name of NAMES) delete process.env[name];
    expect([storageLimitFromEnv(), newCandidateLimitFromEnv()]).toEqual([undefined, undefined]);
    for (const name of NAMES) process.env[name] = '';
    expect([storageLimitFromEnv(), newCandidateLimitFromEnv()]).toEqual([undefined, undefined]);
  });

  it('read a size with an optional binary unit, and a whole number of candidates', () => {
    process.env.MOCK_STORAGE_LIMIT = '64MB';
    process.env.MOCK_NEW_CANDIDATE_LIMIT = '250';
    expect([storageLimitFromEnv(), newCandidateLimitFromEnv()]).toEqual([64 * 1024 * 1024, 250]);
    process.env.MOCK_STORAGE_LIMIT = '1048576';
    expect(storageLimitFromEnv()).toBe(1_048_576);
  });

  it('refuse anything else, saying what they take', () => {
    process.env.MOCK_STORAGE_LIMIT = '64 megabytes';
    expect(() => storageLimitFromEnv()).toThrow(
      'MOCK_STORAGE_LIMIT must be a whole number of bytes, or a whole number followed by KB, MB or GB (e.g. 256MB), got 64 megabytes',
    );
    for (const value of ['0', '-5', '2.5', 'many']) {
      process.env.MOCK_NEW_CANDIDATE_LIMIT = value;
      expect(() => newCandidateLimitFromEnv()).toThrow(
        `MOCK_NEW_CANDIDATE_LIMIT must be a whole number from 1, got ${value}`,
      );
    }
  });
});
