import { INDIAN_MOBILE } from '#contract/rules.ts';
import { INDIAN_MOBILE_DIGITS } from '../input-limits.ts';
import { message, type Message } from '../messages/message.ts';

// The referral forms' own texts: the contract's IndianMobile rule words its message for the home flow.
export const REFERRAL_SIDEBAR_MOBILE_MESSAGE = message('referCandidate:card.mobileInvalid');

/** 'Invalid mobile number for {name}. Please enter a valid 10-digit number starting with 6-9.' */
export function referralMobileMessage(name: string): Message {
  return message('referCandidate:modal.invalidMobileFor', { name });
}

/** Strips spaces and one leading +91 or 91 country prefix. */
export function normalizeReferralMobile(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  if (compact.startsWith('+91')) return compact.slice(3);
  if (compact.startsWith('91') && compact.length > INDIAN_MOBILE_DIGITS) return compact.slice(2);
  return compact;
}

export function isValidReferralMobile(raw: string): boolean {
  return INDIAN_MOBILE.pattern.test(normalizeReferralMobile(raw));
}
