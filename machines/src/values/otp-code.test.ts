import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { isValidOtp, validateEmailOtp, validateOtp } from './otp-code.ts';

describe('one-time code rule', () => {
  it('asks for the code when blank in the mobile dialog', () => {
    expect(english(validateOtp(''))).toBe('Please enter OTP');
  });
  it.each(['123', '12345', '12a4'])('rejects %s', (value) => {
    expect(english(validateOtp(value))).toBe('Please enter a valid 4-digit OTP');
    expect(english(validateEmailOtp(value))).toBe('Please enter a valid 4-digit OTP');
  });
  it('uses the 4-digit text for a blank e-mail code', () => {
    expect(english(validateEmailOtp(''))).toBe('Please enter a valid 4-digit OTP');
  });
  it('accepts exactly four digits', () => {
    expect(validateOtp('0420')).toBeNull();
    expect(validateEmailOtp('0420')).toBeNull();
    expect(isValidOtp('04200')).toBe(false);
  });
});
