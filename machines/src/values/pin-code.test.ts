import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { sanitizePinCode, validatePinCode } from './pin-code.ts';

describe('PIN code rule', () => {
  it('keeps only six digits of input', () => {
    expect(sanitizePinCode('56a00 012')).toBe('560001');
  });
  it('requires a value', () => {
    expect(english(validatePinCode(''))).toBe('PIN Code is required. Please enter a 6-digit PIN code.');
  });
  it('requires exactly six digits', () => {
    expect(english(validatePinCode('56000'))).toBe('PIN Code must be exactly 6 digits.');
    expect(english(validatePinCode('5600011'))).toBe('PIN Code must be exactly 6 digits.');
    expect(validatePinCode('560001')).toBeNull();
  });
});
