import { assign, emit, setup } from 'xstate';
import { notProvided } from '../not-provided.ts';
import { isKycFailure } from '../rules/kyc-response.ts';
import { PAN_INVALID, isValidPan, sanitizePan } from '../rules/pan.ts';
import type { FileInfo } from '../actor-io.ts';
import type { AadhaarVerification, PanVerification, VerifyAadhaarInput, VerifyPanInput } from '../contract-types.ts';
import type { KycStatus } from './kyc-io.ts';

export const KYC_COMPLETE = 'KYC Verification Complete';
export const AADHAAR_FIRST = 'Please verify your Aadhaar first before proceeding with PAN verification';
export const AADHAAR_FILE_REQUIRED = 'Please select your Aadhaar document (image/PDF).';
export const PDF_ONLY = 'Only PDF files are allowed';

export type KycEvent =
  | { type: 'aadhaar.select'; file: FileInfo }
  | { type: 'aadhaar.submit' }
  | { type: 'pan.input'; value: string }
  | { type: 'pan.submit' };

/** Emitted on every verification so the profile can refresh its KYC status. */
export type KycEmitted = { type: 'kyc.changed'; aadhaarVerified: boolean; panVerified: boolean };

export interface KycInput {
  mobileNumber: string;
  kyc: KycStatus | null;
}

export interface KycMessage {
  text: string;
  tone: 'error' | 'success';
}

export interface KycContext {
  mobileNumber: string;
  status: KycStatus;
  file: FileInfo | null;
  pan: string;
  message: KycMessage | null;
}

const isPdf = (file: FileInfo) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

export const kycMachine = setup({
  types: {
    context: {} as KycContext,
    events: {} as KycEvent,
    input: {} as KycInput,
    output: {} as KycStatus,
    emitted: {} as KycEmitted,
  },
  actors: {
    verifyAadhaar: notProvided<AadhaarVerification, VerifyAadhaarInput>('verifyAadhaar'),
    verifyPan: notProvided<PanVerification, VerifyPanInput>('verifyPan'),
  },
  guards: {
    bothVerified: ({ context }) => context.status.aadhaarVerified && context.status.panVerified,
    aadhaarVerified: ({ context }) => context.status.aadhaarVerified,
    panVerified: ({ context }) => context.status.panVerified,
    notPdf: (_, params: { file: FileInfo }) => !isPdf(params.file),
    noFile: ({ context }) => context.file === null,
    panInvalid: ({ context }) => !isValidPan(context.pan),
    failed: (_, params: { response: AadhaarVerification | PanVerification }) => isKycFailure(params.response),
  },
  actions: {
    setFile: assign((_, params: { file: FileInfo }) => ({ file: params.file, message: null })),
    setPan: assign((_, params: { value: string }) => ({ pan: sanitizePan(params.value), message: null })),
    showError: assign((_, params: { text: string }) => ({ message: { text: params.text, tone: 'error' as const } })),
    aadhaarDone: assign(({ context }, params: { response: AadhaarVerification }) => ({
      status: {
        ...context.status,
        aadhaarVerified: true,
        nameOnAadhaar: params.response.data?.nameOnAadhaar || params.response.data?.name || context.status.nameOnAadhaar,
        aadhaarNumber: params.response.data?.aadhaarNumber || context.status.aadhaarNumber,
      },
      file: null,
      message: { text: 'Aadhaar verification successful!', tone: 'success' as const },
    })),
    panDone: assign(({ context }, params: { response: PanVerification }) => ({
      status: {
        ...context.status,
        panVerified: true,
        panNumber: context.pan,
        nameOnPan: params.response.data?.nameOnPan || context.status.nameOnPan,
      },
      message: { text: 'PAN verification successful!', tone: 'success' as const },
    })),
    reportChange: emit(({ context }) => ({
      type: 'kyc.changed' as const,
      aadhaarVerified: context.status.aadhaarVerified,
      panVerified: context.status.panVerified,
    })),
  },
}).createMachine({
  id: 'kyc',
  initial: 'deciding',
  context: ({ input }) => ({
    mobileNumber: input.mobileNumber,
    status: input.kyc ?? { aadhaarVerified: false, panVerified: false },
    file: null,
    pan: '',
    message: null,
  }),
  output: ({ context }) => context.status,
  states: {
    deciding: {
      always: [
        { guard: 'bothVerified', target: 'complete' },
        { guard: 'aadhaarVerified', target: 'aadhaarVerified' },
        { target: 'unverified' },
      ],
    },
    unverified: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'aadhaar.select': [
              {
                guard: { type: 'notPdf', params: ({ event }) => ({ file: event.file }) },
                actions: { type: 'showError', params: { text: PDF_ONLY } },
              },
              { actions: { type: 'setFile', params: ({ event }) => ({ file: event.file }) } },
            ],
            'aadhaar.submit': [
              { guard: 'noFile', actions: { type: 'showError', params: { text: AADHAAR_FILE_REQUIRED } } },
              { target: 'verifyingAadhaar' },
            ],
            'pan.input': { actions: { type: 'setPan', params: ({ event }) => ({ value: event.value }) } },
            'pan.submit': { actions: { type: 'showError', params: { text: AADHAAR_FIRST } } },
          },
        },
        verifyingAadhaar: {
          tags: ['busy'],
          invoke: {
            id: 'verifyAadhaar',
            src: 'verifyAadhaar',
            input: ({ context }) => ({ mobileNumber: context.mobileNumber, file: context.file as FileInfo }),
            onDone: [
              {
                guard: { type: 'failed', params: ({ event }) => ({ response: event.output }) },
                target: 'idle',
                actions: { type: 'showError', params: { text: 'Aadhaar verification failed. Please try again.' } },
              },
              {
                guard: 'panVerified',
                target: '#kyc.complete',
                actions: [{ type: 'aadhaarDone', params: ({ event }) => ({ response: event.output }) }, 'reportChange'],
              },
              {
                target: '#kyc.aadhaarVerified',
                actions: [{ type: 'aadhaarDone', params: ({ event }) => ({ response: event.output }) }, 'reportChange'],
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'showError', params: { text: 'Aadhaar verification failed. Please try again.' } },
            },
          },
        },
      },
    },
    aadhaarVerified: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'pan.input': { actions: { type: 'setPan', params: ({ event }) => ({ value: event.value }) } },
            'pan.submit': [
              { guard: 'panInvalid', actions: { type: 'showError', params: { text: PAN_INVALID } } },
              { target: 'verifyingPan' },
            ],
          },
        },
        verifyingPan: {
          tags: ['busy'],
          invoke: {
            id: 'verifyPan',
            src: 'verifyPan',
            input: ({ context }) => ({
              mobileNumber: context.mobileNumber,
              panNumber: context.pan,
              name: context.status.nameOnAadhaar,
              aadhaarNumber: context.status.aadhaarNumber,
            }),
            onDone: [
              {
                guard: { type: 'failed', params: ({ event }) => ({ response: event.output }) },
                target: 'idle',
                actions: { type: 'showError', params: { text: 'PAN verification failed. Please try again.' } },
              },
              {
                target: '#kyc.complete',
                actions: [{ type: 'panDone', params: ({ event }) => ({ response: event.output }) }, 'reportChange'],
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'showError', params: { text: 'PAN verification failed. Please try again.' } },
            },
          },
        },
      },
    },
    complete: { type: 'final' },
  },
});
