import type { MockResponse } from '../../core/types.ts';
import type { MockWorld } from '../../core/world.ts';
import { DEMO_IDENTITIES } from '../../core/identities.ts';
import { validIndianMobile } from './auth-mobile.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type OtpSubject =
  | { kind: 'mobile'; key: string; national: string }
  | { kind: 'email'; key: string; email: string }
  | { kind: 'invalid'; message: string };

export const MISSING_SUBJECT = 'Mobile number or email is required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_MOBILE = 'Please enter a valid 10-digit Indian mobile number starting with 6-9';

/** Who a code is for: a client's e-mail (isClient, or an e-mail without a mobile) or a candidate's mobile. */
export function otpSubject(query: Record<string, unknown>): OtpSubject {
  const mobile = typeof query.mobileNumber === 'string' ? query.mobileNumber.trim() : '';
  const email = typeof query.emailId === 'string' ? query.emailId.trim().toLowerCase() : '';
  if (email !== '' && (query.isClient === true || mobile === '')) {
    return EMAIL.test(email) ? { kind: 'email', key: `email:${email}`, email } : { kind: 'invalid', message: INVALID_EMAIL };
  }
  if (query.isClient === true && email === '') return { kind: 'invalid', message: MISSING_SUBJECT };
  if (mobile === '' || mobile === '0') return { kind: 'invalid', message: MISSING_SUBJECT };
  const national = validIndianMobile(mobile);
  return national ? { kind: 'mobile', key: `mobile:${national}`, national } : { kind: 'invalid', message: INVALID_MOBILE };
}

/** The upstream's OTP refusal: `status` false with the text in `message` and `responseMessage`. */
export const otpRefusal = (status: number, message: string): MockResponse => ({
  status,
  body: { status: false, success: false, message, responseMessage: message },
});

export function lockedAnswer(world: MockWorld, key: string): MockResponse {
  const minutes = world.otp.lockMinutesLeft(key);
  return otpRefusal(429, `Too many attempts. Please try again after ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
}

/** The client's display name: the demo interviewer's, else words from the address ('ravi.kumar@…' → 'Ravi Kumar'). */
export function clientName(email: string): string | null {
  if (email === DEMO_IDENTITIES.clientEmail) return 'Anita Desai';
  const words = (email.split('@')[0] ?? '')
    .split(/[._\-+]+/)
    .map((w) => w.replace(/[^a-z]/gi, ''))
    .filter(Boolean);
  return words.length === 0 ? null : words.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()).join(' ');
}
