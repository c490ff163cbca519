import { describe, expect, it } from 'vitest';
import { isValidAadhaar, maskAadhaar, sanitizeAadhaar } from './aadhaar.ts';

describe('Aadhaar rule', () => {
  it('keeps twelve digits of input', () => {
    expect(sanitizeAadhaar('1234 5678 9012 34')).toBe('123456789012');
  });
  it('needs exactly twelve digits', () => {
    expect(isValidAadhaar('123456789012')).toBe(true);
    expect(isValidAadhaar('12345678901')).toBe(false);
    expect(isValidAadhaar('12345678901a')).toBe(false);
  });
  it('masks all but the last four digits', () => {
    expect(maskAadhaar('123456789012')).toBe('xxxx xxxx 9012');
  });
});
