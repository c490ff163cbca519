import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { validateSignInMobile } from './sign-in-mobile.ts';

describe('sign-in dialog mobile rule', () => {
  it('asks for a number when blank', () => {
    expect(english(validateSignInMobile('  '))).toBe('Please enter mobile number');
  });
  it.each(['12345', '1234567890123456', '98765abcde', '+919876543210'])('rejects %s', (value) => {
    expect(english(validateSignInMobile(value))).toBe('Please enter a valid mobile number (10-15 digits)');
  });
  it.each(['9876543210', '919876543210', '123456789012345'])('accepts %s', (value) => {
    expect(validateSignInMobile(value)).toBeNull();
  });
});
