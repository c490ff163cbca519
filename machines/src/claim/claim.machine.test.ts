import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { message, upstream } from '../messages/message.ts';
import { english } from '../testing/english.ts';
import { deferred, flush, startOnClock } from '../testing/harness.ts';
import type { KycDetailsQuery, TransferInput } from '../contract-types.ts';
import type { KycStatus } from '../kyc/kyc-io.ts';
import { claimMachine, kycComplete } from './claim.machine.ts';
import type { ClaimInput, ClaimOutput, TransferResult } from './claim.machine.ts';

const verified: KycStatus = { aadhaarVerified: true, panVerified: true, nameOnAadhaar: 'ASHA RAO' };
const base: ClaimInput = {
  kyc: verified,
  kycPromptDismissed: false,
  balance: 1500,
  mobileNumber: '9876543210',
  userName: 'Asha',
};

interface Effects {
  fetchKyc: (input: KycDetailsQuery) => Promise<KycStatus>;
  transfer: (input: TransferInput) => Promise<TransferResult>;
}

async function start(input: Partial<ClaimInput> = {}, fx: Partial<Effects> = {}) {
  const spies = {
    fetchKyc: vi.fn(fx.fetchKyc ?? (async () => verified)),
    transfer: vi.fn(fx.transfer ?? (async () => ({ success: true, message: upstream('Transfer queued') }))),
  };
  const machine = claimMachine.provide({
    actors: {
      fetchKyc: fromPromise(({ input: i }: { input: KycDetailsQuery }) => spies.fetchKyc(i)),
      transfer: fromPromise(({ input: i }: { input: TransferInput }) => spies.transfer(i)),
    },
  });
  const run = startOnClock(machine, { ...base, ...input });
  const emitted: string[] = [];
  run.actor.on('*', (event) => emitted.push(event.type));
  await flush();
  return { ...run, spies, emitted };
}

/** The flow's output with its message as the client shows it in English. */
function shownOutput(output: ClaimOutput | undefined) {
  return output && 'message' in output ? { ...output, message: english(output.message) } : output;
}

function fill(actor: Awaited<ReturnType<typeof start>>['actor'], amount: string, upi: string, confirm: string) {
  actor.send({ type: 'amount.input', value: amount });
  actor.send({ type: 'upi.input', value: upi });
  actor.send({ type: 'upiConfirm.input', value: confirm });
  actor.send({ type: 'claim.submit' });
}

describe('claim: KYC gate', () => {
  it('opens the claim form when both checks are verified', async () => {
    const { actor, spies } = await start();
    expect(actor.getSnapshot().value).toEqual({ claimForm: 'editing' });
    expect(spies.fetchKyc).not.toHaveBeenCalled();
  });

  it('asks a session without a mobile number to sign in again, fetching nothing and opening no dialog', async () => {
    const { actor, spies } = await start({ kyc: null, mobileNumber: ' ', balance: 0 });
    expect(actor.getSnapshot().status).toBe('done');
    expect(shownOutput(actor.getSnapshot().output)).toEqual({
      status: 'signInAgain',
      message: 'Missing mobile number. Please sign in again.',
    });
    expect(spies.fetchKyc).not.toHaveBeenCalled();
  });

  it('fetches KYC when it was not loaded', async () => {
    const pending = deferred<KycStatus>();
    const { actor, spies } = await start({ kyc: null }, { fetchKyc: () => pending.promise });
    expect(actor.getSnapshot().value).toBe('fetchingKyc');
    expect(spies.fetchKyc).toHaveBeenCalledWith({ mobileNumber: '9876543210' });
    pending.resolve(verified);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ claimForm: 'editing' });
  });

  it('shows KYC Required when unverified and not dismissed; closing it sets the flag', async () => {
    const { actor, emitted } = await start({ kyc: { aadhaarVerified: true, panVerified: false } });
    expect(actor.getSnapshot().value).toBe('kycRequired');
    actor.send({ type: 'kyc.dismiss' });
    expect(emitted).toEqual(['kycPrompt.dismissed']);
    expect(actor.getSnapshot().output).toEqual({ status: 'closed' });
  });

  it('goes to the profile KYC section from the dialog', async () => {
    const { actor, emitted } = await start({ kyc: { aadhaarVerified: false, panVerified: false } });
    actor.send({ type: 'kyc.verify' });
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({ status: 'kycSection', to: '/profile', state: { scrollTo: 'kyc' } });
  });

  it('opens the document upload from the dialog, which goes on to the KYC section or closes without the flag', async () => {
    const first = await start({ kyc: { aadhaarVerified: false, panVerified: false } });
    first.actor.send({ type: 'kyc.upload' });
    expect(first.actor.getSnapshot().value).toBe('kycUpload');
    first.actor.send({ type: 'kyc.verify' });
    expect(first.actor.getSnapshot().output).toEqual({
      status: 'kycSection',
      to: '/profile',
      state: { scrollTo: 'kyc' },
    });
    const second = await start({ kyc: { aadhaarVerified: false, panVerified: false } });
    second.actor.send({ type: 'kyc.upload' });
    second.actor.send({ type: 'dialog.close' });
    expect(second.actor.getSnapshot().output).toEqual({ status: 'closed' });
    expect(second.emitted).toEqual([]);
  });

  it('goes straight to the profile KYC section once the prompt was dismissed', async () => {
    const { actor } = await start({ kyc: { aadhaarVerified: false, panVerified: true }, kycPromptDismissed: true });
    expect(actor.getSnapshot().output).toEqual({ status: 'kycSection', to: '/profile', state: { scrollTo: 'kyc' } });
  });

  it('treats a failed KYC fetch as unverified', async () => {
    const { actor } = await start({ kyc: null }, { fetchKyc: () => Promise.reject(new Error('x')) });
    expect(actor.getSnapshot().value).toBe('kycRequired');
    expect(english(actor.getSnapshot().context.error)).toBe('Failed to load KYC data');
  });
});

describe('claim: form rules', () => {
  it.each<[string, string, string, string, string]>([
    ['all three required', '100', 'asha@upi', '', 'Please fill in all fields'],
    ['a valid amount', 'abc', 'asha@upi', 'asha@upi', 'Please enter a valid amount'],
    [
      'an amount above zero',
      '0',
      'asha@upi',
      'asha@upi',
      'Amount must be greater than ₹0 and less than your available balance ₹1,500',
    ],
    [
      'an amount below the balance',
      '1500',
      'asha@upi',
      'asha@upi',
      'Amount must be greater than ₹0 and less than your available balance ₹1,500',
    ],
    ['matching UPI IDs', '100', 'asha@upi', 'asha@ybl', 'UPI IDs do not match. Please check and try again.'],
  ])('requires %s', async (_, amount, upi, confirm, text) => {
    const { actor, spies } = await start();
    fill(actor, amount, upi, confirm);
    expect(english(actor.getSnapshot().context.error)).toBe(text);
    expect(spies.transfer).not.toHaveBeenCalled();
  });

  it('clears the error on input and closes when idle', async () => {
    const { actor } = await start();
    fill(actor, '', '', '');
    actor.send({ type: 'amount.input', value: '1' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().output).toEqual({ status: 'closed' });
  });
});

describe('claim: transfer', () => {
  it('transfers, then closes, clears and asks for an earnings refresh', async () => {
    const pending = deferred<TransferResult>();
    const { actor, spies, emitted } = await start({}, { transfer: () => pending.promise });
    fill(actor, '₹1,000.50', ' asha@upi ', 'asha@upi');
    expect(spies.transfer).toHaveBeenCalledWith({
      mobileNumber: '9876543210',
      vpa: 'asha@upi',
      nameOnAadhar: 'ASHA RAO',
      transferMode: 'upi',
      transferAmount: '1000.5',
    });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual({ claimForm: 'transferring' });
    pending.resolve({ success: true });
    await flush();
    expect(emitted).toEqual(['earnings.refresh']);
    expect(actor.getSnapshot().context).toMatchObject({ amount: '', upiId: '', confirmUpiId: '' });
    expect(shownOutput(actor.getSnapshot().output)).toEqual({
      status: 'transferred',
      message: 'Transfer initiated successfully!',
      amount: 1000.5,
      upiId: 'asha@upi',
    });
  });

  it('ignores a second submit while a transfer runs: one claim, never two', async () => {
    const pending = deferred<TransferResult>();
    const { actor, spies } = await start({}, { transfer: () => pending.promise });
    fill(actor, '1000', 'asha@upi', 'asha@upi');
    actor.send({ type: 'claim.submit' });
    actor.send({ type: 'amount.input', value: '1400' });
    actor.send({ type: 'claim.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    pending.resolve({ success: true });
    await flush();
    expect(spies.transfer).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toMatchObject({ status: 'transferred', amount: 1000 });
  });

  it('names the user, else User, on the transfer', async () => {
    const named = await start({ kyc: { aadhaarVerified: true, panVerified: true } });
    fill(named.actor, '10', 'a@upi', 'a@upi');
    expect(named.spies.transfer.mock.calls[0]?.[0]?.nameOnAadhar).toBe('Asha');
    const anonymous = await start({ kyc: { aadhaarVerified: true, panVerified: true }, userName: undefined });
    fill(anonymous.actor, '10', 'a@upi', 'a@upi');
    expect(anonymous.spies.transfer.mock.calls[0]?.[0]?.nameOnAadhar).toBe('User');
  });

  it.each<[string, Effects['transfer'], string]>([
    [
      'a refusal with a message',
      async () => ({ success: false, message: upstream('VPA invalid') }),
      'Could not process transfer: VPA invalid',
    ],
    [
      'a refusal with an error',
      async () => ({ success: false, error: upstream('Limit exceeded') }),
      'Could not process transfer: Limit exceeded',
    ],
    [
      'a bare refusal',
      async () => ({ success: false }),
      'Could not process transfer: Transfer failed. Please try again.',
    ],
    [
      'an exception',
      () => Promise.reject(new Error('Failed to transfer (HTTP 502)')),
      'Unexpected error during transfer: Failed to transfer (HTTP 502)',
    ],
    [
      "an exception carrying the client's reason",
      () =>
        Promise.reject(Object.assign(new Error('common:error.network'), { shown: message('common:error.network') })),
      'Unexpected error during transfer: Network error',
    ],
    [
      'an exception without message',
      () => Promise.reject(undefined),
      'Unexpected error during transfer: Unknown error occurred',
    ],
  ])('stays open after %s', async (_, transfer, text) => {
    const { actor, emitted } = await start({}, { transfer });
    fill(actor, '100', 'asha@upi', 'asha@upi');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ claimForm: 'editing' });
    expect(english(actor.getSnapshot().context.error)).toBe(text);
    expect(emitted).toEqual([]);
  });
});

describe('claim: kycComplete', () => {
  it('needs both checks', () => {
    expect(kycComplete({ aadhaarVerified: true, panVerified: true })).toBe(true);
    expect(kycComplete({ aadhaarVerified: true, panVerified: false })).toBe(false);
    expect(kycComplete({ aadhaarVerified: false, panVerified: true })).toBe(false);
    expect(kycComplete(null)).toBe(false);
  });
});
