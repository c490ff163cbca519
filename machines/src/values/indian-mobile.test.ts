import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { INDIAN_MOBILE_MAX_LENGTH, isValidIndianMobile, validateIndianMobile } from './indian-mobile.ts';

describe('Indian mobile rule', () => {
  it.each(['6000000000', '7123456789', '8999999999', '9876543210'])('accepts %s', (digits) => {
    expect(isValidIndianMobile(digits)).toBe(true);
    expect(validateIndianMobile(digits)).toBeNull();
  });
  it.each(['5876543210', '987654321', '98765432100', ''])('rejects %s', (digits) => {
    expect(english(validateIndianMobile(digits))).toBe(
      'Please enter a valid 10-digit Indian mobile number starting with 6-9',
    );
  });
  it('limits input to 10 digits', () => {
    expect(INDIAN_MOBILE_MAX_LENGTH).toBe(10);
  });
});
