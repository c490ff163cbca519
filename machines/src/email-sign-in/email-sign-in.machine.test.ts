import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { english } from '../testing/english.ts';
import { advance, deferred, flush, startOnClock } from '../testing/harness.ts';
import type { GenerateOtpInput, GenerateOtpOutput, ValidateOtpInput } from '../contract-types.ts';
import type { EmailOtpValidation } from './email-sign-in-io.ts';
import { emailSignInMachine } from './email-sign-in.machine.ts';

type Send = (input: GenerateOtpInput) => Promise<GenerateOtpOutput>;
type Verify = (input: ValidateOtpInput) => Promise<EmailOtpValidation>;

const validated: EmailOtpValidation = { ok: true, body: { message: 'OTP validated successfully' }, text: '' };
const input = { emailId: 'hr@acme.in', mobileNumber: '9876543210', search: '?isClient=true&emailId=hr@acme.in' };

function start(
  send: Send = async () => ({ success: true }),
  verify: Verify = async () => validated,
  emailId = input.emailId,
) {
  const sendSpy = vi.fn(send);
  const verifySpy = vi.fn(verify);
  const machine = emailSignInMachine.provide({
    actors: {
      generateOtp: fromPromise(({ input: i }: { input: GenerateOtpInput }) => sendSpy(i)),
      validateEmailOtp: fromPromise(({ input: i }: { input: ValidateOtpInput }) => verifySpy(i)),
    },
  });
  return { ...startOnClock(machine, { ...input, emailId }), sendSpy, verifySpy };
}

async function toOtpStep(send?: Send, verify?: Verify) {
  const run = start(send, verify);
  run.actor.send({ type: 'email.submit' });
  await flush();
  return run;
}

describe('e-mail sign-in: e-mail step', () => {
  it('starts on the e-mail step with the address from the opening event', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ emailStep: 'editing' });
    expect(actor.getSnapshot().context.email).toBe('hr@acme.in');
  });

  it('rejects a malformed address', () => {
    const { actor, sendSpy } = start(undefined, undefined, '');
    actor.send({ type: 'email.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe('Please enter a valid email address');
    actor.send({ type: 'email.input', value: 'hr@acme' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'email.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe('Please enter a valid email address');
    expect(sendSpy).not.toHaveBeenCalled();
  });

  it('sends the code as a client and moves to the code step', async () => {
    const run = await toOtpStep();
    expect(run.sendSpy).toHaveBeenCalledWith({ mobileNumber: '9876543210', emailId: 'hr@acme.in', isClient: true });
    expect(run.actor.getSnapshot().value).toEqual({ otpStep: { code: 'editing', resend: 'countdown' } });
  });

  it.each<[string, Send, string]>([
    ['a server error', async () => ({ success: false, message: 'Unknown client' }), 'Unknown client'],
    ['a bare refusal', async () => ({ success: false }), 'Failed to send OTP'],
    ['a network failure', () => Promise.reject({ kind: 'network' }), 'Network error. Please try again.'],
    ['another failure', () => Promise.reject(new Error('x')), 'Failed to send OTP. Please try again.'],
  ])('shows the send error for %s', async (_, send, text) => {
    const run = await toOtpStep(send);
    expect(run.actor.getSnapshot().value).toEqual({ emailStep: 'editing' });
    expect(english(run.actor.getSnapshot().context.error)).toBe(text);
  });

  it('will not close while sending; closing sends the user to /', async () => {
    const pending = deferred<GenerateOtpOutput>();
    const { actor } = start(() => pending.promise);
    actor.send({ type: 'email.submit' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ emailStep: 'sending' });
    pending.resolve({ success: false });
    await flush();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ status: 'closed', redirectTo: '/' });
  });
});

describe('e-mail sign-in: resend', () => {
  it('is disabled for 10 s, counting the seconds down', async () => {
    const { actor, clock } = await toOtpStep();
    expect(actor.getSnapshot().context.resendIn).toBe(10);
    actor.send({ type: 'otp.resend' });
    advance(clock, 3000);
    expect(actor.getSnapshot().context.resendIn).toBe(7);
    expect(actor.getSnapshot().matches({ otpStep: { resend: 'countdown' } })).toBe(true);
    advance(clock, 7000);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    expect(actor.getSnapshot().matches({ otpStep: { resend: 'ready' } })).toBe(true);
  });

  it('resends and disables resend again', async () => {
    const pending = deferred<GenerateOtpOutput>();
    let calls = 0;
    const run = await toOtpStep(() => (++calls === 1 ? Promise.resolve({ success: true }) : pending.promise));
    advance(run.clock, 10_000);
    run.actor.send({ type: 'otp.resend' });
    run.actor.send({ type: 'dialog.close' });
    expect(run.actor.getSnapshot().matches({ otpStep: { resend: 'resending' } })).toBe(true);
    pending.resolve({ status: true });
    await flush();
    expect(run.actor.getSnapshot().context.resendIn).toBe(10);
  });

  it.each<[string, () => Promise<GenerateOtpOutput>, string]>([
    ['a server error', async () => ({ success: false, message: 'Too many requests' }), 'Too many requests'],
    ['a bare refusal', async () => ({ success: false }), 'Failed to resend OTP'],
    ['a failure', () => Promise.reject(new Error('x')), 'Failed to resend OTP'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Network error. Please try again.'],
  ])('re-enables resend after %s', async (_, resend, text) => {
    let calls = 0;
    const run = await toOtpStep(() => (++calls === 1 ? Promise.resolve({ success: true }) : resend()));
    advance(run.clock, 10_000);
    run.actor.send({ type: 'otp.resend' });
    await flush();
    expect(english(run.actor.getSnapshot().context.error)).toBe(text);
    expect(run.actor.getSnapshot().matches({ otpStep: { resend: 'ready' } })).toBe(true);
  });
});

describe('e-mail sign-in: code step', () => {
  it('goes Back to Email, clearing the code', async () => {
    const { actor } = await toOtpStep();
    actor.send({ type: 'otp.input', value: '12' });
    actor.send({ type: 'email.back' });
    expect(actor.getSnapshot().value).toEqual({ emailStep: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({ otp: '', resendIn: 0, email: 'hr@acme.in' });
  });

  it('needs a 4-digit code', async () => {
    const { actor, verifySpy } = await toOtpStep();
    actor.send({ type: 'otp.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe('Please enter a valid 4-digit OTP');
    actor.send({ type: 'otp.input', value: '12345' });
    actor.send({ type: 'otp.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe('Please enter a valid 4-digit OTP');
    expect(verifySpy).not.toHaveBeenCalled();
  });

  it.each<[string, Verify, string]>([
    ['a body message', async () => ({ ok: false, body: { message: 'OTP expired' }, text: '' }), 'OTP expired'],
    ['no message', async () => ({ ok: false, body: null, text: 'nope' }), 'Invalid OTP'],
    ['a network failure', () => Promise.reject({ kind: 'network' }), 'Network error. Please try again.'],
    ['another failure', () => Promise.reject(new Error('500')), 'Failed to verify OTP. Please try again.'],
  ])('shows the verify error for %s', async (_, verify, text) => {
    const { actor } = await toOtpStep(undefined, verify);
    actor.send({ type: 'otp.input', value: '1234' });
    actor.send({ type: 'otp.submit' });
    await flush();
    expect(english(actor.getSnapshot().context.error)).toBe(text);
    expect(actor.getSnapshot().matches({ otpStep: { code: 'editing' } })).toBe(true);
  });

  it("keeps the server's refusal of the code in its own words", async () => {
    const { actor } = await toOtpStep(undefined, async () => ({
      ok: false,
      body: { message: 'OTP expired' },
      text: '',
    }));
    actor.send({ type: 'otp.input', value: '1234' });
    actor.send({ type: 'otp.submit' });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ upstream: 'OTP expired' });
  });

  it('closes from the code step when nothing runs', async () => {
    const { actor } = await toOtpStep();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().output).toEqual({ status: 'closed', redirectTo: '/' });
  });

  it('signs in, stays 2 s, then goes to /interviews with the query kept', async () => {
    const pending = deferred<EmailOtpValidation>();
    const run = await toOtpStep(undefined, () => pending.promise);
    run.actor.send({ type: 'otp.input', value: '4321' });
    run.actor.send({ type: 'otp.submit' });
    expect(run.verifySpy).toHaveBeenCalledWith({
      mobileNumber: '',
      OTP: '4321',
      emailId: 'hr@acme.in',
      isClient: true,
    });
    run.actor.send({ type: 'dialog.close' });
    expect(run.actor.getSnapshot().matches({ otpStep: { code: 'verifying' } })).toBe(true);
    pending.resolve({ ok: false, body: { status: 'success' }, text: '' });
    await flush();
    expect(run.actor.getSnapshot().value).toBe('success');
    advance(run.clock, 1999);
    expect(run.actor.getSnapshot().value).toBe('success');
    advance(run.clock, 1);
    expect(run.actor.getSnapshot().output).toEqual({
      status: 'authenticated',
      user: { email: 'hr@acme.in', mobileNumber: '9876543210', isAuthenticated: true },
      redirectTo: '/interviews?isClient=true&emailId=hr@acme.in',
    });
  });

  it('defaults missing opening values to blanks', () => {
    const { actor } = startOnClock(emailSignInMachine, {});
    expect(actor.getSnapshot().context).toMatchObject({ email: '', mobileNumber: '', search: '' });
  });
});
