import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { isValidPan, sanitizePan, validatePan } from './pan.ts';

describe('PAN rule', () => {
  it('upper-cases input and keeps ten letters and digits', () => {
    expect(sanitizePan('abcde-1234f-xyz')).toBe('ABCDE1234F');
  });
  it('accepts five letters, four digits, one letter', () => {
    expect(isValidPan('ABCDE1234F')).toBe(true);
    expect(validatePan('abcde1234f')).toBeNull();
  });
  it.each(['ABCD12345F', 'ABCDE1234', 'ABCDE12345', ''])('rejects %s', (value) => {
    expect(english(validatePan(value))).toBe('Please enter a valid 10-character PAN number');
  });
});
