import { OTP_CODE } from '#contract/rules.ts';

export const OTP_REQUIRED = OTP_CODE.messages.required;
export const OTP_INVALID = OTP_CODE.messages.invalid;

export function isValidOtp(value: string): boolean {
  return OTP_CODE.pattern.test(value.trim());
}

/** Mobile dialog: a blank code has its own text. */
export function validateOtp(value: string): string | null {
  if (value.trim() === '') return OTP_REQUIRED;
  return isValidOtp(value) ? null : OTP_INVALID;
}

/** E-mail dialog: one text for blank and malformed codes. */
export function validateEmailOtp(value: string): string | null {
  return isValidOtp(value) ? null : OTP_INVALID;
}
