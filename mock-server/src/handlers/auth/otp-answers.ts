import type { components } from '#contract/schema.d.ts';
import { DEMO_IDENTITIES } from '../../core/identities.ts';
import { minutesLeft } from '../../core/otp.ts';
import type { MockResponse } from '../../core/types.ts';
import type { MockWorld } from '../../core/world.ts';

/** The upstream's OTP refusal (OtpRejected): `status` false with the text in `message` and `responseMessage`. */
export const otpRefusal = (status: number, message: string): MockResponse<components['schemas']['OtpRejected']> => ({
  status,
  body: { status: false, success: false, message, responseMessage: message },
});

const inMinutes = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

export function lockedAnswer(world: MockWorld, key: string) {
  return otpRefusal(429, `Too many attempts. Please try again after ${inMinutes(world.otp.lockMinutesLeft(key))}.`);
}

/** generateOTP past the issue limit (OTP_ISSUE_LIMIT codes in OTP_ISSUE_WINDOW_MS): when the next code can be sent. */
export function tooManyCodesAnswer(retryAfterMs: number) {
  return otpRefusal(429, `Too many OTP requests. Please try again after ${inMinutes(minutesLeft(retryAfterMs))}.`);
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
