import { describe, expect, it } from 'vitest';
import { indianGrouped } from './values.ts';

describe('indianGrouped', () => {
  it('groups whole numbers as en-IN does: thousands, then lakhs and crores in twos', () => {
    expect(indianGrouped(0)).toBe('0');
    expect(indianGrouped(950)).toBe('950');
    expect(indianGrouped(25_000)).toBe('25,000');
    expect(indianGrouped(125_000)).toBe('1,25,000');
    expect(indianGrouped(100_000_000)).toBe('10,00,00,000');
  });

  it('writes every monthly figure the same as toLocaleString("en-IN")', () => {
    for (let value = 0; value < 2_000_000; value += 997)
      expect(indianGrouped(value)).toBe(value.toLocaleString('en-IN'));
    for (let digits = 1; digits <= 15; digits++) {
      const value = Number('9'.repeat(digits));
      expect(indianGrouped(value)).toBe(value.toLocaleString('en-IN'));
    }
  });
});
