import type { components } from '#contract/schema.d.ts';
import { DEMO_IDENTITIES } from '../../core/identities.ts';
import { minutesLeft } from '../../core/otp.ts';
import type { MockResponse } from '../../core/types.ts';
import type { MockWorld } from '../../core/world.ts';
import { fillMessage } from '../../core/message-template.ts';

/**
 * The upstream's OTP refusal (OtpRejected): `status` false with the text in `message` and `responseMessage`; a refusal
 * to wait says how long in Retry-After too (seconds).
 */
export const otpRefusal = (
  status: number,
  message: string,
  retryAfterMs?: number,
): MockResponse<components['schemas']['OtpRejected']> => ({
  status,
  body: { status: false, success: false, message, responseMessage: message },
  ...(retryAfterMs === undefined
    ? {}
    : { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } }),
});

// The refusals' texts, one for a single minute and a template for more: the client's messages catalogue is keyed by them.
const LOCKED_ONE_MINUTE_TEXT = 'Too many attempts. Please try again after 1 minute.';
const LOCKED_TEXT = 'Too many attempts. Please try again after {{minutes}} minutes.';
const TOO_MANY_CODES_ONE_MINUTE_TEXT = 'Too many OTP requests. Please try again after 1 minute.';
const TOO_MANY_CODES_TEXT = 'Too many OTP requests. Please try again after {{minutes}} minutes.';

const afterMinutes = (minutes: number, oneMinute: string, template: string) =>
  minutes === 1 ? oneMinute : fillMessage(template, { minutes });

export function lockedAnswer(world: MockWorld, key: string) {
  const msLeft = world.otp.lockMsLeft(key);
  return otpRefusal(429, afterMinutes(minutesLeft(msLeft), LOCKED_ONE_MINUTE_TEXT, LOCKED_TEXT), msLeft);
}

/** generateOTP past the issue limit (OTP_ISSUE_LIMIT codes in OTP_ISSUE_WINDOW_MS): when the next code can be sent. */
export function tooManyCodesAnswer(retryAfterMs: number) {
  return otpRefusal(
    429,
    afterMinutes(minutesLeft(retryAfterMs), TOO_MANY_CODES_ONE_MINUTE_TEXT, TOO_MANY_CODES_TEXT),
    retryAfterMs,
  );
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
