import { describe, expect, it } from 'vitest';
import { validateUpiPair } from './upi-id.ts';

describe('UPI ID pair', () => {
  it('accepts equal IDs after trimming', () => {
    expect(validateUpiPair(' asha@upi', 'asha@upi ')).toBeNull();
  });
  it.each([
    ['asha@upi', 'asha@okicici'],
    ['', ''],
  ])('rejects %s / %s', (a, b) => {
    expect(validateUpiPair(a, b)).toBe('UPI IDs do not match. Please check and try again.');
  });
});
