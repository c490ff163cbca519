import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { otpSendError, otpWasSent, sessionFromValidation } from './otp-response.ts';

describe('generateOTP answer', () => {
  it('is a success when status or success is true', () => {
    expect(otpWasSent({ status: true })).toBe(true);
    expect(otpWasSent({ success: true })).toBe(true);
    expect(otpWasSent({ status: false, success: false })).toBe(false);
  });
  it('reads its error from message, else responseData', () => {
    expect(english(otpSendError({ message: 'Blocked', responseData: 'x' }))).toBe('Blocked');
    expect(otpSendError({ responseData: 'Too many attempts' })).toEqual({ upstream: 'Too many attempts' });
    expect(otpSendError({})).toBeUndefined();
  });
});

describe('validateOTP answer', () => {
  it('builds the session from token, name, email and id', () => {
    expect(
      sessionFromValidation({ status: true, token: 't', name: 'Asha', email: 'a@b.co', id: 7 }, '9876543210'),
    ).toEqual({
      token: 't',
      name: 'Asha',
      email: 'a@b.co',
      candidateId: '7',
      mobile: '9876543210',
    });
    expect(sessionFromValidation({ token: 't' }, '1')).toEqual({
      token: 't',
      name: '',
      email: '',
      candidateId: '',
      mobile: '1',
    });
  });
  it('gives none on status false or without a token', () => {
    expect(sessionFromValidation({ status: false, token: 't' }, '1')).toBeNull();
    expect(sessionFromValidation({ status: true }, '1')).toBeNull();
  });
});
