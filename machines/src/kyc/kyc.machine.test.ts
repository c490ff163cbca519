import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { english } from '../testing/english.ts';
import { deferred, flush, startOnClock } from '../testing/harness.ts';
import type {
  AadhaarOtpRequestInput,
  AadhaarOtpSent,
  AadhaarOtpVerification,
  AadhaarVerification,
  PanVerification,
  VerifyAadhaarInput,
  VerifyAadhaarOtpInput,
  VerifyPanInput,
} from '../contract-types.ts';
import type { KycStatus } from './kyc-io.ts';
import { KYC_COMPLETE, kycMachine, type KycMessage } from './kyc.machine.ts';

/** The card's message as the candidate reads it in English, with its tone. */
function said(actor: { getSnapshot: () => { context: { message: KycMessage | null } } }) {
  const shown = actor.getSnapshot().context.message;
  return shown && { text: english(shown.text), tone: shown.tone };
}

const pdf = { name: 'aadhaar.pdf', size: 1000, type: 'application/pdf' };
const aadhaarOk: AadhaarVerification = {
  success: true,
  status: 200,
  message: 'Aadhaar verified',
  data: { nameOnAadhaar: 'ASHA RAO', aadhaarNumber: '123456789012' },
};
const panOk: PanVerification = { success: true, data: { nameOnPan: 'ASHA RAO' } };

const otpSent: AadhaarOtpSent = { success: true, message: 'OTP sent successfully', refId: '5300001' };
const otpOk: AadhaarOtpVerification = {
  success: true,
  message: 'Aadhaar verification successful!',
  data: { nameOnAadhaar: 'ASHA RAO', aadhaarNumber: '482193574821' },
};

interface Effects {
  verifyAadhaar: (input: VerifyAadhaarInput) => Promise<AadhaarVerification>;
  requestAadhaarOtp: (input: AadhaarOtpRequestInput) => Promise<AadhaarOtpSent>;
  verifyAadhaarOtp: (input: VerifyAadhaarOtpInput) => Promise<AadhaarOtpVerification>;
  verifyPan: (input: VerifyPanInput) => Promise<PanVerification>;
}

async function start(kyc: KycStatus | null = null, fx: Partial<Effects> = {}, mobileNumber = '9876543210') {
  const spies = {
    verifyAadhaar: vi.fn(fx.verifyAadhaar ?? (async () => aadhaarOk)),
    requestAadhaarOtp: vi.fn(fx.requestAadhaarOtp ?? (async () => otpSent)),
    verifyAadhaarOtp: vi.fn(fx.verifyAadhaarOtp ?? (async () => otpOk)),
    verifyPan: vi.fn(fx.verifyPan ?? (async () => panOk)),
  };
  const machine = kycMachine.provide({
    actors: {
      verifyAadhaar: fromPromise(({ input }: { input: VerifyAadhaarInput }) => spies.verifyAadhaar(input)),
      requestAadhaarOtp: fromPromise(({ input }: { input: AadhaarOtpRequestInput }) => spies.requestAadhaarOtp(input)),
      verifyAadhaarOtp: fromPromise(({ input }: { input: VerifyAadhaarOtpInput }) => spies.verifyAadhaarOtp(input)),
      verifyPan: fromPromise(({ input }: { input: VerifyPanInput }) => spies.verifyPan(input)),
    },
  });
  const run = startOnClock(machine, { mobileNumber, kyc });
  await flush();
  return { ...run, spies };
}

describe('KYC: starting point', () => {
  it('starts unverified without data', async () => {
    expect((await start()).actor.getSnapshot().value).toEqual({ unverified: { ready: 'idle' } });
  });
  it('starts Aadhaar-verified, or complete when both are verified', async () => {
    expect((await start({ aadhaarVerified: true, panVerified: false })).actor.getSnapshot().value).toEqual({
      aadhaarVerified: 'idle',
    });
    const done = await start({ aadhaarVerified: true, panVerified: true });
    expect(done.actor.getSnapshot().value).toBe('complete');
    expect(english(KYC_COMPLETE)).toBe('KYC Verification Complete');
  });
});

describe('KYC: Aadhaar', () => {
  it('refuses PAN before Aadhaar', async () => {
    const { actor, spies } = await start();
    actor.send({ type: 'pan.input', value: 'abcde1234f' });
    actor.send({ type: 'pan.submit' });
    expect(said(actor)).toEqual({
      text: 'Please verify your Aadhaar first before proceeding with PAN verification',
      tone: 'error',
    });
    expect(spies.verifyPan).not.toHaveBeenCalled();
  });

  it('needs a PDF file', async () => {
    const { actor, spies } = await start();
    actor.send({ type: 'aadhaar.submit' });
    expect(said(actor)?.text).toBe('Please select your Aadhaar document (image/PDF).');
    actor.send({ type: 'aadhaar.select', file: { name: 'card.jpg', size: 10, type: 'image/jpeg' } });
    expect(said(actor)?.text).toBe('Only PDF files are allowed');
    expect(actor.getSnapshot().context.file).toBeNull();
    actor.send({ type: 'aadhaar.select', file: { name: 'CARD.PDF', size: 10, type: '' } });
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(spies.verifyAadhaar).not.toHaveBeenCalled();
  });

  it('uploads the PDF and becomes Aadhaar-verified, reporting the change', async () => {
    const pending = deferred<AadhaarVerification>();
    const { actor, spies, emitted } = await start(null, { verifyAadhaar: () => pending.promise });
    actor.send({ type: 'aadhaar.select', file: pdf });
    actor.send({ type: 'aadhaar.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(spies.verifyAadhaar).toHaveBeenCalledWith({ mobileNumber: '9876543210', file: pdf });
    pending.resolve(aadhaarOk);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ aadhaarVerified: 'idle' });
    expect(said(actor)).toEqual({ text: 'Aadhaar verification successful!', tone: 'success' });
    expect(actor.getSnapshot().context.status).toMatchObject({
      nameOnAadhaar: 'ASHA RAO',
      aadhaarNumber: '123456789012',
    });
    expect(emitted).toEqual([{ type: 'kyc.changed', aadhaarVerified: true, panVerified: false }]);
  });

  it('completes at once when PAN was already verified', async () => {
    const { actor } = await start(
      { aadhaarVerified: false, panVerified: true, nameOnAadhaar: 'OLD' },
      {
        verifyAadhaar: async () => ({ success: true, data: { name: 'NEW NAME' } }),
      },
    );
    actor.send({ type: 'aadhaar.select', file: pdf });
    actor.send({ type: 'aadhaar.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().output).toMatchObject({
      aadhaarVerified: true,
      panVerified: true,
      nameOnAadhaar: 'NEW NAME',
    });
  });

  it.each<[string, Effects['verifyAadhaar']]>([
    ['a failure message', async () => ({ message: 'Aadhaar not found' })],
    ['an error status', async () => ({ status: 422 })],
    ['success false', async () => ({ success: false })],
    ['a rejected call', () => Promise.reject(new Error('x'))],
  ])('fails on %s', async (_, verifyAadhaar) => {
    const { actor, emitted } = await start(null, { verifyAadhaar });
    actor.send({ type: 'aadhaar.select', file: pdf });
    actor.send({ type: 'aadhaar.submit' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ unverified: { ready: 'idle' } });
    expect(said(actor)).toEqual({
      text: 'Aadhaar verification failed. Please try again.',
      tone: 'error',
    });
    expect(emitted).toEqual([]);
  });
});

describe('KYC: Aadhaar by one-time code', () => {
  async function requestCode(fx: Partial<Effects> = {}, kyc: KycStatus | null = null) {
    const run = await start(kyc, fx);
    run.actor.send({ type: 'aadhaarNumber.input', value: '4821 9357 4821 99' });
    run.actor.send({ type: 'aadhaarOtp.request' });
    await flush();
    return run;
  }

  it('needs a 12-digit Aadhaar number, keeping digits only', async () => {
    const { actor, spies } = await start();
    actor.send({ type: 'aadhaarNumber.input', value: '4821-9357' });
    expect(actor.getSnapshot().context.aadhaarNumber).toBe('48219357');
    actor.send({ type: 'aadhaarOtp.request' });
    expect(said(actor)).toEqual({ text: 'Invalid Aadhaar number', tone: 'error' });
    expect(spies.requestAadhaarOtp).not.toHaveBeenCalled();
  });

  it('needs a mobile number for the code and for the upload', async () => {
    const { actor, spies } = await start(null, {}, ' ');
    actor.send({ type: 'aadhaarNumber.input', value: '482193574821' });
    actor.send({ type: 'aadhaarOtp.request' });
    expect(said(actor)?.text).toBe('Mobile number is required');
    actor.send({ type: 'aadhaar.select', file: pdf });
    actor.send({ type: 'aadhaar.submit' });
    expect(said(actor)?.text).toBe('Mobile number is required');
    expect(spies.requestAadhaarOtp).not.toHaveBeenCalled();
    expect(spies.verifyAadhaar).not.toHaveBeenCalled();
  });

  it('sends the code, keeps the reference and verifies the code with it', async () => {
    const pending = deferred<AadhaarOtpVerification>();
    const { actor, spies, emitted } = await requestCode({ verifyAadhaarOtp: () => pending.promise });
    expect(spies.requestAadhaarOtp).toHaveBeenCalledWith({ aadhaarNumber: '482193574821' });
    expect(actor.getSnapshot().value).toEqual({ unverified: { ready: 'otpSent' } });
    expect(actor.getSnapshot().context.refId).toBe('5300001');
    expect(said(actor)).toEqual({ text: 'OTP sent successfully', tone: 'success' });

    actor.send({ type: 'aadhaarOtp.submit' });
    expect(said(actor)).toEqual({ text: 'Please enter OTP', tone: 'error' });
    actor.send({ type: 'aadhaarOtp.input', value: '12a' });
    expect(actor.getSnapshot().context.otp).toBe('12');
    actor.send({ type: 'aadhaarOtp.submit' });
    expect(said(actor)?.text).toBe('Please enter a valid OTP (4 to 8 digits)');
    expect(spies.verifyAadhaarOtp).not.toHaveBeenCalled();

    actor.send({ type: 'aadhaarOtp.input', value: '1234' });
    actor.send({ type: 'aadhaarOtp.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(spies.verifyAadhaarOtp).toHaveBeenCalledWith({
      mobileNumber: '9876543210',
      aadhaarNumber: '482193574821',
      aadhaarOTP: '1234',
      refId: '5300001',
    });
    pending.resolve(otpOk);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ aadhaarVerified: 'idle' });
    expect(said(actor)).toEqual({ text: 'Aadhaar verification successful!', tone: 'success' });
    expect(actor.getSnapshot().context.status).toMatchObject({
      aadhaarVerified: true,
      nameOnAadhaar: 'ASHA RAO',
      aadhaarNumber: '482193574821',
    });
    expect(emitted).toEqual([{ type: 'kyc.changed', aadhaarVerified: true, panVerified: false }]);
  });

  it('keeps the typed number when the answer names none, and completes when PAN was verified', async () => {
    const { actor } = await requestCode(
      { verifyAadhaarOtp: async () => ({ success: true, message: 'Aadhaar verification successful!' }) },
      { aadhaarVerified: false, panVerified: true },
    );
    actor.send({ type: 'aadhaarOtp.input', value: '1234' });
    actor.send({ type: 'aadhaarOtp.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().output).toMatchObject({
      aadhaarVerified: true,
      panVerified: true,
      aadhaarNumber: '482193574821',
    });
  });

  it.each<[string, Partial<Effects>, string]>([
    [
      'a refusal',
      { requestAadhaarOtp: async () => ({ success: false, message: 'Invalid Aadhaar number' }) },
      'Failed to send OTP. Please try again.',
    ],
    [
      'an answer without a reference',
      { requestAadhaarOtp: async () => ({ success: true, message: 'OTP sent' }) },
      'Reference ID is required for Aadhaar verification',
    ],
    [
      'a lost connection',
      { requestAadhaarOtp: () => Promise.reject({ kind: 'network', message: 'Network error' }) },
      'Unable to send OTP. Please try again.',
    ],
    [
      'another rejection',
      { requestAadhaarOtp: () => Promise.reject(new Error('x')) },
      'Failed to send OTP. Please try again.',
    ],
  ])('does not go on to the code after %s', async (_, fx, text) => {
    const { actor } = await requestCode(fx);
    expect(actor.getSnapshot().value).toEqual({ unverified: { ready: 'idle' } });
    expect(actor.getSnapshot().context.refId).toBeNull();
    expect(said(actor)).toEqual({ text, tone: 'error' });
  });

  it.each<[string, Effects['verifyAadhaarOtp']]>([
    ['a wrong code', async () => ({ success: false, status: 400, message: 'Invalid Aadhaar OTP' })],
    ['a rejected call', () => Promise.reject(new Error('x'))],
  ])('stays on the code after %s, and a new code can be asked for', async (_, verifyAadhaarOtp) => {
    const { actor, spies, emitted } = await requestCode({ verifyAadhaarOtp });
    actor.send({ type: 'aadhaarOtp.input', value: '9999' });
    actor.send({ type: 'aadhaarOtp.submit' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ unverified: { ready: 'otpSent' } });
    expect(said(actor)).toEqual({
      text: 'Aadhaar verification failed. Please try again.',
      tone: 'error',
    });
    expect(emitted).toEqual([]);
    actor.send({ type: 'aadhaarOtp.request' });
    await flush();
    expect(spies.requestAadhaarOtp).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.otp).toBe('');
    expect(said(actor)?.text).toBe('OTP sent successfully');
  });

  it('starts over when the number changes after the code was sent', async () => {
    const { actor } = await requestCode();
    actor.send({ type: 'aadhaarNumber.input', value: '111122223333' });
    expect(actor.getSnapshot().value).toEqual({ unverified: { ready: 'idle' } });
    expect(actor.getSnapshot().context).toMatchObject({ refId: null, otp: '' });
    actor.send({ type: 'aadhaarOtp.submit' });
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});

describe('KYC: PAN', () => {
  it('checks the PAN format, upper-casing input', async () => {
    const { actor, spies } = await start({ aadhaarVerified: true, panVerified: false });
    actor.send({ type: 'pan.input', value: 'abcd1234' });
    actor.send({ type: 'pan.submit' });
    expect(said(actor)?.text).toBe('Please enter a valid 10-character PAN number');
    actor.send({ type: 'pan.input', value: 'abcde-1234f' });
    expect(actor.getSnapshot().context).toMatchObject({ pan: 'ABCDE1234F', message: null });
    expect(spies.verifyPan).not.toHaveBeenCalled();
  });

  it('verifies PAN and completes KYC', async () => {
    const { actor, spies, emitted } = await start({
      aadhaarVerified: true,
      panVerified: false,
      nameOnAadhaar: 'ASHA RAO',
      aadhaarNumber: '123456789012',
    });
    actor.send({ type: 'pan.input', value: 'ABCDE1234F' });
    actor.send({ type: 'pan.submit' });
    expect(spies.verifyPan).toHaveBeenCalledWith({
      mobileNumber: '9876543210',
      panNumber: 'ABCDE1234F',
      name: 'ASHA RAO',
      aadhaarNumber: '123456789012',
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(said(actor)).toEqual({ text: 'PAN verification successful!', tone: 'success' });
    expect(actor.getSnapshot().output).toMatchObject({
      panVerified: true,
      panNumber: 'ABCDE1234F',
      nameOnPan: 'ASHA RAO',
    });
    expect(emitted).toEqual([{ type: 'kyc.changed', aadhaarVerified: true, panVerified: true }]);
  });

  it('keeps an earlier PAN name when the answer has none', async () => {
    const { actor } = await start(
      { aadhaarVerified: true, panVerified: false, nameOnPan: 'A RAO' },
      { verifyPan: async () => ({ success: true }) },
    );
    actor.send({ type: 'pan.input', value: 'ABCDE1234F' });
    actor.send({ type: 'pan.submit' });
    await flush();
    expect(actor.getSnapshot().output?.nameOnPan).toBe('A RAO');
  });

  it.each<[string, Effects['verifyPan']]>([
    ['an invalid PAN answer', async () => ({ success: true, message: 'Invalid PAN' })],
    ['a rejected call', () => Promise.reject(new Error('Authentication failed'))],
  ])('fails on %s', async (_, verifyPan) => {
    const { actor } = await start({ aadhaarVerified: true, panVerified: false }, { verifyPan });
    actor.send({ type: 'pan.input', value: 'ABCDE1234F' });
    actor.send({ type: 'pan.submit' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ aadhaarVerified: 'idle' });
    expect(said(actor)).toEqual({
      text: 'PAN verification failed. Please try again.',
      tone: 'error',
    });
  });
});
