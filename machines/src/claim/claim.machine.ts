import { legacyText, type Message } from '../messages/message.ts';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '../not-provided.ts';
import { failureMessage } from '../rules/actor-failure.ts';
import { parseAmount, validateClaimAmount } from '../rules/amount.ts';
import { fillMessage } from '../rules/fill-message.ts';
import { validateUpiPair } from '../rules/upi-id.ts';
import type { ServiceResult } from '../actor-io.ts';
import type { KycDetailsQuery, TransferInput } from '../contract-types.ts';
import type { KycStatus } from '../kyc/kyc-io.ts';

export const FIELDS_REQUIRED = 'Please fill in all fields';
export const MOBILE_MISSING = 'Missing mobile number. Please sign in again.';
export const TRANSFER_SUCCESS = 'Transfer initiated successfully!';
/** A refused transfer and a failed call, each with the reason it came with. */
const TRANSFER_REFUSED_TEXT = 'Could not process transfer: {{message}}';
const TRANSFER_UNEXPECTED_TEXT = 'Unexpected error during transfer: {{message}}';

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
  | { status: 'transferred'; message: string; amount: number; upiId: string }
  | { status: 'kycSection'; to: '/profile'; state: { scrollTo: 'kyc' } }
  /** The session has no mobile number: nothing can be claimed until the candidate signs in again. */
  | { status: 'signInAgain'; message: typeof MOBILE_MISSING }
  | { status: 'closed' };

export interface ClaimContext extends Omit<ClaimInput, 'kycPromptDismissed'> {
  dismissed: boolean;
  amount: string;
  upiId: string;
  confirmUpiId: string;
  error: string | null;
  outcome: ClaimOutput;
}

/** Withdrawal needs both checks verified. */
export const kycComplete = (kyc: KycStatus | null | undefined): boolean =>
  kyc?.aadhaarVerified === true && kyc.panVerified === true;

/** The first problem with the claim form, in the order the form reports them. */
export function claimFormError(context: ClaimContext): string | null {
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
    transfer: notProvided<ServiceResult, TransferInput>('transfer'),
  },
  guards: {
    noMobile: ({ context }) => context.mobileNumber.trim() === '',
    kycUnknown: ({ context }) => context.kyc === null,
    kycComplete: ({ context }) => kycComplete(context.kyc),
    promptDismissed: ({ context }) => context.dismissed,
    formInvalid: ({ context }) => claimFormError(context) !== null,
    succeeded: (_, params: { result: ServiceResult }) => params.result.success,
  },
  actions: {
    setKyc: assign((_, params: { kyc: KycStatus }) => ({ kyc: params.kyc })),
    kycFailed: assign({ kyc: { aadhaarVerified: false, panVerified: false }, error: 'Failed to load KYC data' }),
    toSignInAgain: assign({ outcome: { status: 'signInAgain', message: MOBILE_MISSING } as const }),
    toKycSection: assign({ outcome: { status: 'kycSection', to: '/profile', state: { scrollTo: 'kyc' } } as const }),
    emitDismissed: emit({ type: 'kycPrompt.dismissed' }),
    emitRefresh: emit({ type: 'earnings.refresh' }),
    setAmount: assign((_, params: { value: string }) => ({ amount: params.value, error: null })),
    setUpi: assign((_, params: { value: string }) => ({ upiId: params.value, error: null })),
    setConfirmUpi: assign((_, params: { value: string }) => ({ confirmUpiId: params.value, error: null })),
    showFormError: assign(({ context }) => ({ error: claimFormError(context) })),
    showError: assign((_, params: { text: string }) => ({ error: params.text })),
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
                actions: {
                  type: 'showError',
                  params: ({ event }) => ({
                    text: fillMessage(TRANSFER_REFUSED_TEXT, {
                      message: event.output.message || event.output.error || 'Transfer failed. Please try again.',
                    }),
                  }),
                },
              },
            ],
            onError: {
              target: 'editing',
              actions: {
                type: 'showError',
                params: ({ event }) => ({
                  text: fillMessage(TRANSFER_UNEXPECTED_TEXT, {
                    message: legacyTextOf(failureMessage(event.error)) ?? 'Unknown error occurred',
                  }),
                }),
              },
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
export const transferHttpFailure = (status: number) =>
  fillMessage('Failed to transfer (HTTP {{httpStatus}})', { httpStatus: status });
export const transferErrorText = (message: string) => fillMessage('Error during transfer: {{message}}', { message });

function legacyTextOf(shown: Message | undefined) {
  return shown ? legacyText(shown) : undefined;
}
