import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SIGN_IN_REDIRECT_MS } from '../constants.ts';
import { english } from '../testing/english.ts';
import { advance, deferred, flush, startOnClock } from '../testing/harness.ts';
import type { GenerateOtpInput, GenerateOtpOutput, ValidateOtpInput, ValidateOtpOutput } from '../contract-types.ts';
import { mobileSignInMachine } from './mobile-sign-in.machine.ts';

type Send = (input: GenerateOtpInput) => Promise<GenerateOtpOutput>;
type Verify = (input: ValidateOtpInput) => Promise<ValidateOtpOutput>;

const signedInAnswer: ValidateOtpOutput = {
  status: true,
  token: 'tok',
  name: 'Asha Rao',
  email: 'asha@example.com',
  id: 42,
};

function start(send: Send = async () => ({ status: true }), verify: Verify = async () => signedInAnswer) {
  const sendSpy = vi.fn(send);
  const verifySpy = vi.fn(verify);
  const machine = mobileSignInMachine.provide({
    actors: {
      generateOtp: fromPromise(({ input }: { input: GenerateOtpInput }) => sendSpy(input)),
      validateOtp: fromPromise(({ input }: { input: ValidateOtpInput }) => verifySpy(input)),
    },
  });
  return { ...startOnClock(machine), sendSpy, verifySpy };
}

async function toCodeStep(send?: Send, verify?: Verify) {
  const run = start(send, verify);
  run.actor.send({ type: 'dialog.open' });
  run.actor.send({ type: 'mobile.input', value: '9876543210' });
  run.actor.send({ type: 'mobile.submit' });
  await flush();
  return run;
}

const value = (run: { actor: { getSnapshot: () => { value: unknown } } }) => run.actor.getSnapshot().value;

describe('mobile sign-in: mobile step', () => {
  it('starts closed and opens on the mobile step', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().value).toEqual({ open: { mobileStep: 'editing' } });
  });

  it('asks for a mobile number, then a valid one', () => {
    const { actor, sendSpy } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'mobile.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe('Please enter mobile number');
    actor.send({ type: 'mobile.input', value: '98765' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'mobile.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe('Please enter a valid mobile number (10-15 digits)');
    expect(sendSpy).not.toHaveBeenCalled();
  });

  it('sends the code for the number and moves to the code step', async () => {
    const run = await toCodeStep();
    expect(run.sendSpy).toHaveBeenCalledWith({ mobileNumber: '9876543210', emailId: '', isClient: false });
    expect(value(run)).toEqual({ open: { codeStep: { code: 'editing', resend: 'countdown' } } });
  });

  it('refuses to close while sending, closes when idle', async () => {
    const pending = deferred<GenerateOtpOutput>();
    const { actor } = start(() => pending.promise);
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'mobile.input', value: '9876543210' });
    actor.send({ type: 'mobile.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ open: { mobileStep: 'sending' } });
    pending.resolve({ status: false });
    await flush();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it.each<[string, Send, string]>([
    ['a refusal with a message', async () => ({ success: false, message: 'Number blocked' }), 'Number blocked'],
    ['a refusal with responseData', async () => ({ status: false, responseData: 'Try later' }), 'Try later'],
    ['a bare refusal', async () => ({ status: false }), 'Failed to send OTP'],
    ['a network failure', () => Promise.reject({ kind: 'network' }), 'Unable to send OTP. Please try again.'],
    ['another failure', () => Promise.reject(new Error('HTTP 500: boom')), 'Failed to send OTP. Please try again.'],
  ])('shows the send error for %s', async (_, send, text) => {
    const run = await toCodeStep(send);
    expect(value(run)).toEqual({ open: { mobileStep: 'editing' } });
    expect(english(run.actor.getSnapshot().context.error)).toBe(text);
  });

  it("keeps the server's refusal in its own words, for the screen to show in the chosen language", async () => {
    const run = await toCodeStep(async () => ({ status: false, message: 'Number blocked' }));
    expect(run.actor.getSnapshot().context.error).toEqual({ upstream: 'Number blocked' });
  });

  it('resets each time it opens', async () => {
    const run = await toCodeStep();
    run.actor.send({ type: 'otp.input', value: '12' });
    run.actor.send({ type: 'dialog.close' });
    run.actor.send({ type: 'dialog.open' });
    expect(run.actor.getSnapshot().context).toMatchObject({ mobile: '', otp: '', error: null, resendIn: 0 });
  });
});

describe('mobile sign-in: resend countdown', () => {
  it('counts down from 10 s once a second, then offers resend', async () => {
    const { actor, clock } = await toCodeStep();
    expect(actor.getSnapshot().context.resendIn).toBe(10);
    clock.increment(999);
    expect(actor.getSnapshot().context.resendIn).toBe(10);
    clock.increment(1);
    expect(actor.getSnapshot().context.resendIn).toBe(9);
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().matches({ open: { codeStep: { resend: 'countdown' } } })).toBe(true);
    advance(clock, 8000);
    expect(actor.getSnapshot().context.resendIn).toBe(1);
    expect(actor.getSnapshot().matches({ open: { codeStep: { resend: 'countdown' } } })).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    expect(actor.getSnapshot().matches({ open: { codeStep: { resend: 'ready' } } })).toBe(true);
  });

  it('resends, refuses to close meanwhile, and restarts the countdown', async () => {
    const pending = deferred<GenerateOtpOutput>();
    let calls = 0;
    const run = await toCodeStep(() => (++calls === 1 ? Promise.resolve({ status: true }) : pending.promise));
    advance(run.clock, 10_000);
    run.actor.send({ type: 'otp.resend' });
    expect(run.actor.getSnapshot().matches({ open: { codeStep: { resend: 'resending' } } })).toBe(true);
    run.actor.send({ type: 'dialog.close' });
    expect(run.actor.getSnapshot().matches('open')).toBe(true);
    pending.resolve({ success: true });
    await flush();
    expect(run.actor.getSnapshot().context.resendIn).toBe(10);
    expect(run.actor.getSnapshot().matches({ open: { codeStep: { resend: 'countdown' } } })).toBe(true);
  });

  it.each<[string, () => Promise<GenerateOtpOutput>, string]>([
    ['a refusal with a message', async () => ({ status: false, message: 'Limit reached' }), 'Limit reached'],
    ['a bare refusal', async () => ({ status: false }), 'Failed to resend OTP'],
    ['a failure', () => Promise.reject(new Error('down')), 'Failed to resend OTP. Please try again.'],
  ])('re-enables resend after %s', async (_, resend, text) => {
    let calls = 0;
    const run = await toCodeStep(() => (++calls === 1 ? Promise.resolve({ status: true }) : resend()));
    advance(run.clock, 10_000);
    run.actor.send({ type: 'otp.resend' });
    await flush();
    expect(english(run.actor.getSnapshot().context.error)).toBe(text);
    expect(run.actor.getSnapshot().matches({ open: { codeStep: { resend: 'ready' } } })).toBe(true);
  });
});

describe('mobile sign-in: code step', () => {
  it('asks for the code, then a valid 4-digit one', async () => {
    const { actor, verifySpy } = await toCodeStep();
    actor.send({ type: 'otp.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe('Please enter OTP');
    actor.send({ type: 'otp.input', value: '12a' });
    actor.send({ type: 'otp.submit' });
    expect(english(actor.getSnapshot().context.error)).toBe('Please enter a valid 4-digit OTP');
    expect(verifySpy).not.toHaveBeenCalled();
  });

  it('returns to the mobile step on Change Mobile Number, keeping the number', async () => {
    const run = await toCodeStep();
    run.actor.send({ type: 'otp.input', value: '12' });
    run.actor.send({ type: 'mobile.change' });
    expect(value(run)).toEqual({ open: { mobileStep: 'editing' } });
    expect(run.actor.getSnapshot().context).toMatchObject({ mobile: '9876543210', otp: '', resendIn: 0 });
  });

  it('closes from the code step when nothing runs', async () => {
    const run = await toCodeStep();
    run.actor.send({ type: 'dialog.close' });
    expect(value(run)).toBe('closed');
  });

  it.each<[string, Verify, string]>([
    [
      'a server validation failure',
      async () => ({ status: false, message: 'Invalid OTP' }),
      'OTP is incorrect. Please enter the correct OTP',
    ],
    ['an answer without a token', async () => ({ status: true }), 'Failed to sign in. Please try again.'],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Unable to verify OTP. Please try again.',
    ],
    ['another failure', () => Promise.reject(new Error('HTTP 500')), 'Failed to verify OTP. Please try again.'],
  ])('shows the verify error for %s', async (_, verify, text) => {
    const run = await toCodeStep(undefined, verify);
    run.actor.send({ type: 'otp.input', value: '1234' });
    run.actor.send({ type: 'otp.submit' });
    await flush();
    expect(english(run.actor.getSnapshot().context.error)).toBe(text);
    expect(run.actor.getSnapshot().matches({ open: { codeStep: { code: 'editing' } } })).toBe(true);
  });

  it('signs in: success texts, no closing while busy, closes after 2 s with the session', async () => {
    const pending = deferred<ValidateOtpOutput>();
    const run = await toCodeStep(undefined, () => pending.promise);
    run.actor.send({ type: 'otp.input', value: ' 1234 ' });
    run.actor.send({ type: 'otp.submit' });
    expect(run.verifySpy).toHaveBeenCalledWith({
      mobileNumber: '9876543210',
      OTP: '1234',
      emailId: '',
      isClient: false,
    });
    run.actor.send({ type: 'dialog.close' });
    run.actor.send({ type: 'otp.submit' });
    expect(run.actor.getSnapshot().matches({ open: { codeStep: { code: 'verifying' } } })).toBe(true);
    pending.resolve(signedInAnswer);
    await flush();
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.value).toEqual({ open: 'success' });
    expect(english(snapshot.context.success?.title)).toBe('OTP Validated Successfully!');
    expect(english(snapshot.context.success?.detail)).toBe('You will be signed in shortly...');
    run.actor.send({ type: 'dialog.close' });
    run.clock.increment(1999);
    expect(run.actor.getSnapshot().value).toEqual({ open: 'success' });
    run.clock.increment(1);
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.actor.getSnapshot().output).toEqual({
      token: 'tok',
      name: 'Asha Rao',
      email: 'asha@example.com',
      candidateId: '42',
      mobile: '9876543210',
    });
    expect(SIGN_IN_REDIRECT_MS).toBe(1500);
  });
});

describe('mobile sign-in: default actors', () => {
  it('fails clearly when the web client did not provide generateOtp', async () => {
    const actor = createActor(mobileSignInMachine).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'mobile.input', value: '9876543210' });
    actor.send({ type: 'mobile.submit' });
    await flush();
    expect(english(actor.getSnapshot().context.error)).toBe('Failed to send OTP. Please try again.');
  });
});
