import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { UAE_MOBILE_MAX_LENGTH, isValidUaeMobile, validateUaeMobile } from './uae-mobile.ts';

describe('UAE mobile rule', () => {
  it('accepts 9 digits starting with 5', () => {
    expect(isValidUaeMobile('501234567')).toBe(true);
    expect(validateUaeMobile('501234567')).toBeNull();
  });
  it.each(['401234567', '50123456', '5012345678', ''])('rejects %s', (digits) => {
    expect(english(validateUaeMobile(digits))).toBe('Please enter a valid 9-digit UAE mobile number starting with 5');
  });
  it('limits input to 9 digits', () => {
    expect(UAE_MOBILE_MAX_LENGTH).toBe(9);
  });
});
