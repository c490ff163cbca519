import { describe, expect, it } from 'vitest';
import { isKycFailure } from './kyc-response.ts';

describe('KYC response failure rule', () => {
  it.each([
    'Record not found',
    'Verification FAILED',
    'Server error',
    'Invalid PAN',
    'Unable to verify',
    'Access denied',
  ])('fails on the message %s', (message) => {
    expect(isKycFailure({ message })).toBe(true);
  });
  it('fails on status 400 or above, success false, or a failure word in error', () => {
    expect(isKycFailure({ status: 400 })).toBe(true);
    expect(isKycFailure({ status: 503, message: 'ok' })).toBe(true);
    expect(isKycFailure({ success: false })).toBe(true);
    expect(isKycFailure({ error: 'Unable to reach' })).toBe(true);
  });
  it('passes a clean answer', () => {
    expect(isKycFailure({ success: true, status: 200, message: 'Aadhaar verified' })).toBe(false);
    expect(isKycFailure({})).toBe(false);
  });
});
