import { describe, expect, it } from 'vitest';
import { sanitizePinCode, validatePinCode } from './pin-code.ts';

describe('PIN code rule', () => {
  it('keeps only six digits of input', () => {
    expect(sanitizePinCode('56a00 012')).toBe('560001');
  });
  it('requires a value', () => {
    expect(validatePinCode('')).toBe('PIN Code is required. Please enter a 6-digit PIN code.');
  });
  it('requires exactly six digits', () => {
    expect(validatePinCode('56000')).toBe('PIN Code must be exactly 6 digits.');
    expect(validatePinCode('5600011')).toBe('PIN Code must be exactly 6 digits.');
    expect(validatePinCode('560001')).toBeNull();
  });
});
