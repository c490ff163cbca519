import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { validateUpiPair } from './upi-id.ts';

describe('UPI ID pair', () => {
  it('accepts equal IDs after trimming', () => {
    expect(validateUpiPair(' asha@upi', 'asha@upi ')).toBeNull();
  });
  it.each([
    ['asha@upi', 'asha@okicici'],
    ['', ''],
  ])('rejects %s / %s', (a, b) => {
    expect(english(validateUpiPair(a, b))).toBe('UPI IDs do not match. Please check and try again.');
  });
});

describe('UPI ID pair: every variant', () => {
  it.each([
    ['rahul.verma@oksbi', 'rahul.verma@oksbi'],
    ['  rahul@ybl', 'rahul@ybl  '],
    ['\trahul@ybl\n', 'rahul@ybl'],
  ])('accepts %j and %j', (a, b) => {
    expect(validateUpiPair(a, b)).toBeNull();
  });
  it.each([
    ['rahul@ybl', ''],
    ['', 'rahul@ybl'],
    ['   ', '   '],
    ['Rahul@ybl', 'rahul@ybl'],
    ['rahul@ybl', 'rahul @ybl'],
  ])('refuses %j and %j', (a, b) => {
    expect(english(validateUpiPair(a, b))).toBe('UPI IDs do not match. Please check and try again.');
  });
});
