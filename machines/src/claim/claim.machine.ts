import { assign, emit, setup } from 'xstate';
import { message, type Message } from '../messages/message.ts';
import { notProvided } from '../not-provided.ts';
import { failureMessage } from '../values/actor-failure.ts';
import { parseAmount, validateClaimAmount } from '../values/amount.ts';
import { validateUpiPair } from '../values/upi-id.ts';
import type { KycDetailsQuery, TransferInput } from '../contract-types.ts';
import type { KycStatus } from '../kyc/kyc-io.ts';

export const FIELDS_REQUIRED = message('earnings:claim.fieldsRequired');
export const MOBILE_MISSING = message('earnings:claim.mobileMissing');
export const TRANSFER_SUCCESS = message('earnings:claim.transferSucceeded');

/**
 * What the transfer actor resolves with: the answer's success, and its message and error as the screen shows them
 * (the upstream's words as they came, or the client's own reason when the answer had none).
 */
export interface TransferResult {
  success: boolean;
  message?: Message;
  error?: Message;
}

/** 'Could not process transfer: {reason}': the refusal's message, else its error, else 'Transfer failed…'. */
const transferRefused = (result: TransferResult) =>
  message('earnings:claim.transferRefused', {
    message: result.message ?? result.error ?? message('earnings:claim.transferFailed'),
  });

/** 'Unexpected error during transfer: {reason}': the failed call's reason, else 'Unknown error occurred'. */
const transferUnexpected = (error: unknown) =>
  message('earnings:claim.transferUnexpected', { message: failureMessage(error) ?? message('common:error.unknown') });

export type ClaimEvent =
  | { type: 'kyc.dismiss' }
  | { type: 'kyc.verify' }
  | { type: 'kyc.upload' }
  | { type: 'amount.input'; value: string }
  | { type: 'upi.input'; value: string }
  | { type: 'upiConfirm.input'; value: string }
  | { type: 'claim.submit' }
  | { type: 'dialog.close' };

/** Emitted for the caller: keep the dismissed flag for the session; reload earnings. */
export type ClaimEmitted = { type: 'kycPrompt.dismissed' } | { type: 'earnings.refresh' };

export interface ClaimInput {
  kyc: KycStatus | null;
  kycPromptDismissed: boolean;
  balance: number;
  mobileNumber: string;
  userName?: string;
}

export type ClaimOutput =
  | { status: 'transferred'; message: Message; amount: number; upiId: string }
  | { status: 'kycSection'; to: '/profile'; state: { scrollTo: 'kyc' } }
  /** The session has no mobile number: nothing can be claimed until the candidate signs in again. */
  | { status: 'signInAgain'; message: Message }
  | { status: 'closed' };

export interface ClaimContext extends Omit<ClaimInput, 'kycPromptDismissed'> {
  dismissed: boolean;
  amount: string;
  upiId: string;
  confirmUpiId: string;
  error: Message | null;
  outcome: ClaimOutput;
}

/** Withdrawal needs both checks verified. */
export const kycComplete = (kyc: KycStatus | null | undefined): boolean =>
  kyc?.aadhaarVerified === true && kyc.panVerified === true;

/** The first problem with the claim form, in the order the form reports them. */
export function claimFormError(context: ClaimContext): Message | null {
  if (context.amount.trim() === '' || context.upiId.trim() === '' || context.confirmUpiId.trim() === '') {
    return FIELDS_REQUIRED;
  }
  // A missing mobile number never reaches the form: the flow asks to sign in again before it opens.
  return validateClaimAmount(context.amount, context.balance) ?? validateUpiPair(context.upiId, context.confirmUpiId);
}

export const claimMachine = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    input: {} as ClaimInput,
    output: {} as ClaimOutput,
    emitted: {} as ClaimEmitted,
  },
  actors: {
    fetchKyc: notProvided<KycStatus, KycDetailsQuery>('fetchKyc'),
    transfer: notProvided<TransferResult, TransferInput>('transfer'),
  },
  guards: {
    noMobile: ({ context }) => context.mobileNumber.trim() === '',
    kycUnknown: ({ context }) => context.kyc === null,
    kycComplete: ({ context }) => kycComplete(context.kyc),
    promptDismissed: ({ context }) => context.dismissed,
    formInvalid: ({ context }) => claimFormError(context) !== null,
    succeeded: (_, params: { result: TransferResult }) => params.result.success,
  },
  actions: {
    setKyc: assign((_, params: { kyc: KycStatus }) => ({ kyc: params.kyc })),
    kycFailed: assign({
      kyc: { aadhaarVerified: false, panVerified: false },
      error: message('earnings:claim.kycLoadFailed'),
    }),
    toSignInAgain: assign({ outcome: { status: 'signInAgain', message: MOBILE_MISSING } as const }),
    toKycSection: assign({ outcome: { status: 'kycSection', to: '/profile', state: { scrollTo: 'kyc' } } as const }),
    emitDismissed: emit({ type: 'kycPrompt.dismissed' }),
    emitRefresh: emit({ type: 'earnings.refresh' }),
    setAmount: assign((_, params: { value: string }) => ({ amount: params.value, error: null })),
    setUpi: assign((_, params: { value: string }) => ({ upiId: params.value, error: null })),
    setConfirmUpi: assign((_, params: { value: string }) => ({ confirmUpiId: params.value, error: null })),
    showFormError: assign(({ context }) => ({ error: claimFormError(context) })),
    showError: assign((_, params: { error: Message }) => ({ error: params.error })),
    completeAndClear: assign(({ context }) => ({
      outcome: {
        status: 'transferred',
        message: TRANSFER_SUCCESS,
        amount: parseAmount(context.amount),
        upiId: context.upiId.trim(),
      } as const,
      amount: '',
      upiId: '',
      confirmUpiId: '',
      error: null,
    })),
  },
}).createMachine({
  id: 'claim',
  initial: 'deciding',
  context: ({ input }) => ({
    kyc: input.kyc,
    dismissed: input.kycPromptDismissed,
    balance: input.balance,
    mobileNumber: input.mobileNumber,
    userName: input.userName,
    amount: '',
    upiId: '',
    confirmUpiId: '',
    error: null,
    outcome: { status: 'closed' },
  }),
  output: ({ context }) => context.outcome,
  states: {
    deciding: {
      always: [
        // Without a mobile number there is no KYC to read and no account to pay from.
        { guard: 'noMobile', target: 'mobileMissing', actions: 'toSignInAgain' },
        { guard: 'kycUnknown', target: 'fetchingKyc' },
        { guard: 'kycComplete', target: 'claimForm' },
        { guard: 'promptDismissed', target: 'kycSection', actions: 'toKycSection' },
        { target: 'kycRequired' },
      ],
    },
    fetchingKyc: {
      tags: ['busy'],
      invoke: {
        id: 'fetchKyc',
        src: 'fetchKyc',
        input: ({ context }) => ({ mobileNumber: context.mobileNumber }),
        onDone: { target: 'deciding', actions: { type: 'setKyc', params: ({ event }) => ({ kyc: event.output }) } },
        onError: { target: 'deciding', actions: 'kycFailed' },
      },
    },
    kycRequired: {
      on: {
        'kyc.dismiss': { target: 'closed', actions: 'emitDismissed' },
        'kyc.verify': { target: 'kycSection', actions: 'toKycSection' },
        'kyc.upload': { target: 'kycUpload' },
      },
    },
    // The Complete KYC Verification dialog (document upload). Its submit buttons have no action in the product,
    // so the only ways on are to the profile's KYC section or closed.
    kycUpload: {
      on: {
        'kyc.verify': { target: 'kycSection', actions: 'toKycSection' },
        'dialog.close': { target: 'closed' },
      },
    },
    claimForm: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'amount.input': { actions: { type: 'setAmount', params: ({ event }) => ({ value: event.value }) } },
            'upi.input': { actions: { type: 'setUpi', params: ({ event }) => ({ value: event.value }) } },
            'upiConfirm.input': { actions: { type: 'setConfirmUpi', params: ({ event }) => ({ value: event.value }) } },
            'claim.submit': [{ guard: 'formInvalid', actions: 'showFormError' }, { target: 'transferring' }],
            'dialog.close': { target: '#claim.closed' },
          },
        },
        transferring: {
          tags: ['busy'],
          invoke: {
            id: 'transfer',
            src: 'transfer',
            input: ({ context }) => ({
              mobileNumber: context.mobileNumber.trim(),
              vpa: context.upiId.trim(),
              nameOnAadhar: context.kyc?.nameOnAadhaar || context.userName || 'User',
              transferMode: 'upi',
              transferAmount: String(parseAmount(context.amount)),
            }),
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
                target: '#claim.transferred',
                actions: ['completeAndClear', 'emitRefresh'],
              },
              {
                target: 'editing',
                actions: { type: 'showError', params: ({ event }) => ({ error: transferRefused(event.output) }) },
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'showError', params: ({ event }) => ({ error: transferUnexpected(event.error) }) },
            },
          },
        },
      },
    },
    kycSection: { type: 'final' },
    mobileMissing: { type: 'final' },
    transferred: { type: 'final' },
    closed: { type: 'final' },
  },
});

/** The transfer call waits 15 s at most. */
export const TRANSFER_TIMEOUT_MS = 15_000;
/** The transfer service's own texts, for an answer that is not a 200 with a body, and for a call that failed. */
export const transferHttpFailure = (status: number): Message =>
  message('earnings:transfer.httpFailed', { httpStatus: status });
export const transferErrorText = (reason: Message): Message => message('earnings:transfer.failed', { message: reason });
