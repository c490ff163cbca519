import { OTP_CODE } from '#contract/rules.ts';
import { message, type Message } from '../messages/message.ts';

export const OTP_REQUIRED = message(OTP_CODE.messageKeys.required);
export const OTP_INVALID = message(OTP_CODE.messageKeys.invalid);

export function isValidOtp(value: string): boolean {
  return OTP_CODE.pattern.test(value.trim());
}

/** Mobile dialog: a blank code has its own text. */
export function validateOtp(value: string): Message | null {
  if (value.trim() === '') return OTP_REQUIRED;
  return isValidOtp(value) ? null : OTP_INVALID;
}

/** E-mail dialog: one text for blank and malformed codes. */
export function validateEmailOtp(value: string): Message | null {
  return isValidOtp(value) ? null : OTP_INVALID;
}
