export const REFERRAL_SIDEBAR_MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number starting with 6-9';

export function referralMobileMessage(name: string): string {
  return `Invalid mobile number for ${name}. Please enter a valid 10-digit number starting with 6-9.`;
}

/** Strips spaces and one leading +91 or 91 country prefix. */
export function normalizeReferralMobile(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  if (compact.startsWith('+91')) return compact.slice(3);
  if (compact.startsWith('91') && compact.length > 10) return compact.slice(2);
  return compact;
}

export function isValidReferralMobile(raw: string): boolean {
  return /^[6-9]\d{9}$/.test(normalizeReferralMobile(raw));
}
