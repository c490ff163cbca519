import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { parseAmount, validateClaimAmount } from './amount.ts';

describe('claim amount', () => {
  it('strips characters other than digits and dots', () => {
    expect(parseAmount('₹1,250.50')).toBe(1250.5);
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('1.2.3')).toBeNaN();
  });
  it('needs a finite number', () => {
    expect(english(validateClaimAmount('', 1000))).toBe('Please enter a valid amount');
    expect(english(validateClaimAmount('..', 1000))).toBe('Please enter a valid amount');
  });
  it('must be above zero and strictly below the balance', () => {
    const message = 'Amount must be greater than ₹0 and less than your available balance ₹1,500';
    expect(english(validateClaimAmount('0', 1500))).toBe(message);
    expect(english(validateClaimAmount('1500', 1500))).toBe(message);
    expect(validateClaimAmount('1499.99', 1500)).toBeNull();
  });
  it('formats large balances with Indian grouping', () => {
    expect(english(validateClaimAmount('200000', 150000))).toBe(
      'Amount must be greater than ₹0 and less than your available balance ₹1,50,000',
    );
  });
});

describe('claim amount: every variant of the strip-and-parse rule', () => {
  const range = 'Amount must be greater than ₹0 and less than your available balance ₹3,000';
  it.each<[string, number]>([
    ['2000', 2000],
    ['₹2,000', 2000],
    ['Rs. 2000', 0.2], // 'Rs. 2000' keeps '.2000': the dot survives the strip
    [' 2 000 ', 2000],
    ['.5', 0.5],
    ['2999.99', 2999.99],
    ['-500', 500], // the minus sign is stripped like any other character
    ['1e3', 13],
  ])('reads %j as %d', (raw, value) => {
    expect(parseAmount(raw)).toBe(value);
  });
  it.each(['', '   ', 'abc', '₹', '.', '1.2.3', 'Infinity', 'NaN'])('refuses %j as not a valid amount', (raw) => {
    expect(english(validateClaimAmount(raw, 3000))).toBe('Please enter a valid amount');
  });
  it.each(['0', '0.00', '3000', '3,000', '3000.01', '5000'])(
    'refuses %j as out of range for a ₹3,000 balance',
    (raw) => {
      expect(english(validateClaimAmount(raw, 3000))).toBe(range);
    },
  );
  it.each(['0.01', '1', '₹2,999.99', '-2999'])('accepts %j', (raw) => {
    expect(validateClaimAmount(raw, 3000)).toBeNull();
  });
  it('refuses every amount when the balance is zero', () => {
    expect(english(validateClaimAmount('1', 0))).toBe(
      'Amount must be greater than ₹0 and less than your available balance ₹0',
    );
  });
});
