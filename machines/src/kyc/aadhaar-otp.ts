import { AADHAAR_NUMBER, OTP_CODE } from '#contract/rules.ts';
import { message, type Message } from '../messages/message.ts';

/** The Aadhaar one-time code: digits only, 4 to 8 of them (the contract's `aadhaarOTP`). */
const AADHAAR_OTP_PATTERN = /^[0-9]{4,8}$/;
const AADHAAR_OTP_MAX_DIGITS = 8;

export const AADHAAR_NUMBER_INVALID = message(AADHAAR_NUMBER.messageKeys.invalid);
export const KYC_MOBILE_REQUIRED = message('profile:kyc.mobileRequired');
export const REF_ID_REQUIRED = message('profile:kyc.refIdRequired');
export const AADHAAR_OTP_SENT = message('profile:kyc.otpSent');
/** Sending the code shares the sign-in's texts: refused, or no server reached. */
export const AADHAAR_OTP_SEND_FAILED = message('common:otp.sendFailed');
export const AADHAAR_OTP_SEND_UNREACHABLE = message('common:otp.sendUnavailable');
/** A blank code: the same words as the sign-in code's rule. */
export const AADHAAR_OTP_REQUIRED = message(OTP_CODE.messageKeys.required);
export const AADHAAR_OTP_INVALID = message('profile:kyc.otpInvalid');
export const AADHAAR_FAILED = message('profile:kyc.aadhaarFailed');

/** Code input keeps digits only, at most eight. */
export function sanitizeAadhaarOtp(input: string): string {
  return input.replace(/\D/g, '').slice(0, AADHAAR_OTP_MAX_DIGITS);
}

/** The first problem with a code, or null. */
export function validateAadhaarOtp(code: string): Message | null {
  if (code === '') return AADHAAR_OTP_REQUIRED;
  return AADHAAR_OTP_PATTERN.test(code) ? null : AADHAAR_OTP_INVALID;
}
