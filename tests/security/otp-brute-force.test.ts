import { describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { OTP_ISSUE_LIMIT, OTP_ISSUE_WINDOW_MS, OTP_LOCK_MS, OTP_MAX_ATTEMPTS } from '#mock/core/otp.ts';
import { testAppPerFile } from '#mock/testing/test-app.ts';

// One-time codes have 4 digits: without limits, asking for a new code every few guesses would let an
// attacker try all 10,000 codes. The mock counts wrong codes per number (a new code does not reset the count)
// and sends a number at most OTP_ISSUE_LIMIT codes per window.

const t = testAppPerFile(200, { resetEach: true });

const GUESSES = 10_000;
const REISSUE_EVERY = 4;
/** The attack runs at full speed; it must end well within this (2 shared cores). */
const TIME_BOUND_MS = 60_000;

const generate = (mobile: string) =>
  t.inject({ method: 'POST', url: `${PRODUCT_JOBS}/generateOTP?mobileNumber=${mobile}`, payload: {} });
const validate = (mobile: string, code: string) =>
  t.inject({ method: 'POST', url: `${PRODUCT_JOBS}/validateOTP?mobileNumber=${mobile}&OTP=${code}`, payload: {} });
const advance = (advanceMs: number) => t.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs } });
const randomCodes = () => t.inject({ method: 'POST', url: '/__mock/otp/mode', payload: { mode: 'random' } });
const issuedCode = async (mobile: string) =>
  t.json<{ otp: string }>(await t.inject({ method: 'GET', url: `/__mock/otp?mobileNumber=${mobile}` })).otp;
const messageOf = (response: Awaited<ReturnType<typeof validate>>) => t.json<{ message: string }>(response).message;

describe('guessing a one-time code', () => {
  it(`never succeeds in ${GUESSES.toLocaleString('en')} guesses with a new code asked for every ${REISSUE_EVERY} guesses`, async () => {
    await randomCodes();
    const mobile = '9123456780';
    const started = Date.now();
    const statuses = new Map<number, number>();
    let signedIn = 0;
    let codesSent = 0;
    for (let guess = 0; guess < GUESSES; guess += 1) {
      if (guess % REISSUE_EVERY === 0 && (await generate(mobile)).statusCode === 200) codesSent += 1;
      // Every code 0000–9999 once: against a code that stayed put and a count that reset, one of them would hit.
      const response = await validate(mobile, String(guess).padStart(4, '0'));
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 200) signedIn += 1;
    }
    const elapsed = Date.now() - started;
    expect(signedIn).toBe(0);
    expect(codesSent).toBeLessThanOrEqual(OTP_ISSUE_LIMIT);
    // Only the first OTP_MAX_ATTEMPTS - 1 guesses were judged; everything after the fifth wrong code met the lock.
    expect(statuses.get(400)).toBe(OTP_MAX_ATTEMPTS - 1);
    expect(statuses.get(429)).toBe(GUESSES - (OTP_MAX_ATTEMPTS - 1));
    expect(elapsed).toBeLessThan(TIME_BOUND_MS);
  }, 120_000);

  it('keeps counting wrong codes when a new code is sent: the fifth in a row locks the number', async () => {
    await randomCodes();
    const mobile = '9123456781';
    await generate(mobile);
    const code = await issuedCode(mobile);
    const wrong = code === '0000' ? '0001' : '0000';
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt += 1)
      expect(messageOf(await validate(mobile, wrong))).toBe('Invalid OTP');
    expect((await generate(mobile)).statusCode).toBe(200);
    const fresh = await issuedCode(mobile);
    const locked = await validate(mobile, fresh === '0000' ? '0001' : '0000');
    expect(locked.statusCode).toBe(429);
    expect(messageOf(locked)).toBe('Too many attempts. Please try again after 15 minutes.');
    // While locked, even the right code is refused, and no new code is sent.
    expect((await validate(mobile, fresh)).statusCode).toBe(429);
    expect((await generate(mobile)).statusCode).toBe(429);
    await advance(OTP_LOCK_MS);
    expect((await generate(mobile)).statusCode).toBe(200);
    expect((await validate(mobile, await issuedCode(mobile))).statusCode).toBe(200);
  });

  it(`sends a number at most ${OTP_ISSUE_LIMIT} codes in ${OTP_ISSUE_WINDOW_MS / 60_000} minutes, and says when to ask again`, async () => {
    const mobile = '9123456782';
    for (let sent = 0; sent < OTP_ISSUE_LIMIT; sent += 1) expect((await generate(mobile)).statusCode).toBe(200);
    const refused = await generate(mobile);
    expect(refused.statusCode).toBe(429);
    expect(t.json(refused)).toEqual({
      status: false,
      success: false,
      message: 'Too many OTP requests. Please try again after 15 minutes.',
      responseMessage: 'Too many OTP requests. Please try again after 15 minutes.',
    });
    expect(refused.headers['retry-after']).toBe(String(OTP_ISSUE_WINDOW_MS / 1000));
    await advance(OTP_ISSUE_WINDOW_MS - 60_000);
    const lastMinute = await generate(mobile);
    expect(messageOf(lastMinute)).toBe('Too many OTP requests. Please try again after 1 minute.');
    expect(lastMinute.headers['retry-after']).toBe('60');
    await advance(60_000);
    expect((await generate(mobile)).statusCode).toBe(200);
    // Other numbers, and e-mail addresses, have their own count.
    expect((await generate('9123456783')).statusCode).toBe(200);
  });

  it('starts the count again after a successful sign-in, so a user who signs in often is not held back', async () => {
    const mobile = '9123456784';
    for (let round = 0; round < OTP_ISSUE_LIMIT * 3; round += 1) {
      expect((await generate(mobile)).statusCode).toBe(200);
      expect((await validate(mobile, '1234')).statusCode).toBe(200);
    }
  });

  it('limits codes sent to a client e-mail address the same way', async () => {
    const send = () =>
      t.inject({
        method: 'POST',
        url: `${PRODUCT_JOBS}/generateOTP?mobileNumber=&emailId=ravi.kumar@example.in&isClient=true`,
        payload: {},
      });
    for (let sent = 0; sent < OTP_ISSUE_LIMIT; sent += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(t.json<{ message: string }>(refused).message).toBe(
      'Too many OTP requests. Please try again after 15 minutes.',
    );
  });
});
