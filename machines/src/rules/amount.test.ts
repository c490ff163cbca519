import { describe, expect, it } from 'vitest';
import { parseAmount, validateClaimAmount } from './amount.ts';

describe('claim amount', () => {
  it('strips characters other than digits and dots', () => {
    expect(parseAmount('₹1,250.50')).toBe(1250.5);
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('1.2.3')).toBeNaN();
  });
  it('needs a finite number', () => {
    expect(validateClaimAmount('', 1000)).toBe('Please enter a valid amount');
    expect(validateClaimAmount('..', 1000)).toBe('Please enter a valid amount');
  });
  it('must be above zero and strictly below the balance', () => {
    const message = 'Amount must be greater than ₹0 and less than your available balance ₹1,500';
    expect(validateClaimAmount('0', 1500)).toBe(message);
    expect(validateClaimAmount('1500', 1500)).toBe(message);
    expect(validateClaimAmount('1499.99', 1500)).toBeNull();
  });
  it('formats large balances with Indian grouping', () => {
    expect(validateClaimAmount('200000', 150000)).toBe(
      'Amount must be greater than ₹0 and less than your available balance ₹1,50,000',
    );
  });
});
