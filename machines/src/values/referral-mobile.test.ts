import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import {
  REFERRAL_SIDEBAR_MOBILE_MESSAGE,
  isValidReferralMobile,
  normalizeReferralMobile,
  referralMobileMessage,
} from './referral-mobile.ts';

describe('referral mobile normalisation', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['9123456789', '9123456789'],
  ])('%s becomes %s', (raw, expected) => {
    expect(normalizeReferralMobile(raw)).toBe(expected);
    expect(isValidReferralMobile(raw)).toBe(true);
  });
  it.each(['5876543210', '98765', '+1 9876543210'])('rejects %s', (raw) => {
    expect(isValidReferralMobile(raw)).toBe(false);
  });
  it('names the candidate in its message', () => {
    expect(english(referralMobileMessage('Asha'))).toBe(
      'Invalid mobile number for Asha. Please enter a valid 10-digit number starting with 6-9.',
    );
    expect(english(REFERRAL_SIDEBAR_MOBILE_MESSAGE)).toBe(
      'Please enter a valid 10-digit mobile number starting with 6-9',
    );
  });
});
