import { describe, expect, it } from 'vitest';
import { loadDue } from './applications-constants.ts';

describe('loadDue', () => {
  it('runs the first load and one 10 s after the last, and skips in between', () => {
    expect(loadDue(null, 1_000)).toBe(true);
    expect(loadDue(1_000, 10_999)).toBe(false);
    expect(loadDue(1_000, 11_000)).toBe(true);
    expect(loadDue(Number.NaN, 5)).toBe(true);
  });
});
