import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { emailOtpError, isEmailOtpValidated } from './email-otp-success.ts';

describe('e-mail code check success', () => {
  it.each([
    { ok: true, body: null, text: '' },
    { ok: false, body: { message: 'OTP validated successfully' }, text: '' },
    { ok: false, body: { status: 'success' }, text: '' },
    { ok: false, body: null, text: 'OTP Validated' },
    { ok: false, body: null, text: 'Success' },
  ])('passes on %j', (answer) => {
    expect(isEmailOtpValidated(answer)).toBe(true);
  });
  it('fails otherwise, with the body message or Invalid OTP', () => {
    const wrong = { ok: false, body: { message: 'OTP expired' }, text: '{"message":"OTP expired"}' };
    expect(isEmailOtpValidated(wrong)).toBe(false);
    expect(emailOtpError(wrong)).toEqual({ upstream: 'OTP expired' });
    expect(english(emailOtpError({ ok: false, body: null, text: '' }))).toBe('Invalid OTP');
  });
});
