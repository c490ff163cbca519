import { describe, expect, it } from 'vitest';
import { ago, size } from './ago.ts';

describe('ages and sizes', () => {
  const now = Date.parse('2026-12-06T12:00:00.000Z');
  it.each([
    ['2026-12-06T11:59:30.000Z', 'just now'],
    ['2026-12-06T11:55:00.000Z', '5 min ago'],
    ['2026-12-06T09:00:00.000Z', '3 h ago'],
    ['2026-12-01T12:00:00.000Z', '5 days ago'],
  ])('%s is %s', (iso, text) => {
    expect(ago(iso, now)).toBe(text);
  });

  it('writes kB below a megabyte, MB above', () => {
    expect(size(20_992)).toBe('20.5 kB');
    expect(size(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
