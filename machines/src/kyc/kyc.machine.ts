import { assign, emit, setup } from 'xstate';
import { message, upstream, type Message } from '../messages/message.ts';
import { notProvided } from '../not-provided.ts';
import { failureMessage, isNetworkFailure } from '../values/actor-failure.ts';
import { isValidAadhaar, sanitizeAadhaar } from '../values/aadhaar.ts';
import { isKycFailure } from '../values/kyc-response.ts';
import { PAN_INVALID, isValidPan, sanitizePan } from '../values/pan.ts';
import type { FileInfo } from '../actor-io.ts';
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
import {
  AADHAAR_FAILED,
  AADHAAR_NUMBER_INVALID,
  AADHAAR_OTP_SEND_FAILED,
  AADHAAR_OTP_SEND_UNREACHABLE,
  AADHAAR_OTP_SENT,
  KYC_MOBILE_REQUIRED,
  REF_ID_REQUIRED,
  sanitizeAadhaarOtp,
  validateAadhaarOtp,
} from './aadhaar-otp.ts';
import type { KycStatus } from './kyc-io.ts';

export const KYC_COMPLETE = message('profile:kyc.complete');
export const AADHAAR_FIRST = message('profile:kyc.aadhaarFirst');
export const AADHAAR_FILE_REQUIRED = message('profile:kyc.selectAadhaarFile');
export const PDF_ONLY = message('profile:kyc.pdfOnly');
const AADHAAR_VERIFIED = message('profile:kyc.aadhaarVerified');
const PAN_VERIFIED = message('profile:kyc.panVerified');
const PAN_FAILED = message('profile:kyc.panFailed');
/** PAN's per-mobile token could not be had, or the PAN call refused it (401). */
export const PAN_AUTH_FAILED = message('profile:kyc.authFailed');
/** PAN's per-mobile token asked for with no mobile number. */
export const PAN_NO_MOBILE = message('profile:kyc.noMobile');
const PAN_AUTH_MESSAGES: readonly string[] = [PAN_AUTH_FAILED.key, PAN_NO_MOBILE.key];

/** The PAN call's rejection when it is about its token: shown as it is, not as 'PAN verification failed'. */
function panAuthFailure(error: unknown): Message | undefined {
  const reason = failureMessage(error);
  return reason && 'key' in reason && PAN_AUTH_MESSAGES.includes(reason.key) ? reason : undefined;
}

export type KycEvent =
  | { type: 'aadhaar.select'; file: FileInfo }
  | { type: 'aadhaar.submit' }
  | { type: 'aadhaarNumber.input'; value: string }
  | { type: 'aadhaarOtp.request' }
  | { type: 'aadhaarOtp.input'; value: string }
  | { type: 'aadhaarOtp.submit' }
  | { type: 'pan.input'; value: string }
  | { type: 'pan.submit' };

/** Emitted on every verification so the profile can refresh its KYC status. */
export type KycEmitted = { type: 'kyc.changed'; aadhaarVerified: boolean; panVerified: boolean };

export interface KycInput {
  mobileNumber: string;
  kyc: KycStatus | null;
}

export interface KycMessage {
  text: Message;
  tone: 'error' | 'success';
}

export interface KycContext {
  mobileNumber: string;
  status: KycStatus;
  file: FileInfo | null;
  /** The OTP route: the Aadhaar number typed, the code, and the reference getAadhaarOTP answered. */
  aadhaarNumber: string;
  otp: string;
  refId: string | null;
  pan: string;
  message: KycMessage | null;
}

/** What both Aadhaar routes answer on success. */
type AadhaarAnswer = {
  data?: { nameOnAadhaar?: string | null; name?: string | null; aadhaarNumber?: string | null } | null;
};

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
    requestAadhaarOtp: notProvided<AadhaarOtpSent, AadhaarOtpRequestInput>('requestAadhaarOtp'),
    verifyAadhaarOtp: notProvided<AadhaarOtpVerification, VerifyAadhaarOtpInput>('verifyAadhaarOtp'),
    verifyPan: notProvided<PanVerification, VerifyPanInput>('verifyPan'),
  },
  guards: {
    bothVerified: ({ context }) => context.status.aadhaarVerified && context.status.panVerified,
    aadhaarVerified: ({ context }) => context.status.aadhaarVerified,
    notPdf: (_, params: { file: FileInfo }) => !isPdf(params.file),
    noFile: ({ context }) => context.file === null,
    noMobile: ({ context }) => context.mobileNumber.trim() === '',
    aadhaarNumberInvalid: ({ context }) => !isValidAadhaar(context.aadhaarNumber),
    noRefId: ({ context }) => !context.refId,
    otpInvalid: ({ context }) => validateAadhaarOtp(context.otp) !== null,
    answerWithoutRefId: (_, params: { response: AadhaarOtpSent }) =>
      typeof params.response.refId !== 'string' || params.response.refId.trim() === '',
    network: (_, params: { error: unknown }) => isNetworkFailure(params.error),
    panAuthFailure: (_, params: { error: unknown }) => panAuthFailure(params.error) !== undefined,
    panInvalid: ({ context }) => !isValidPan(context.pan),
    failed: (
      _,
      params: { response: AadhaarVerification | AadhaarOtpVerification | AadhaarOtpSent | PanVerification },
    ) => isKycFailure(params.response),
  },
  actions: {
    setFile: assign((_, params: { file: FileInfo }) => ({ file: params.file, message: null })),
    setPan: assign((_, params: { value: string }) => ({ pan: sanitizePan(params.value), message: null })),
    showError: assign((_, params: { text: Message }) => ({ message: { text: params.text, tone: 'error' as const } })),
    setAadhaarNumber: assign((_, params: { value: string }) => ({
      aadhaarNumber: sanitizeAadhaar(params.value),
      refId: null,
      otp: '',
      message: null,
    })),
    setOtp: assign((_, params: { value: string }) => ({ otp: sanitizeAadhaarOtp(params.value), message: null })),
    otpSent: assign((_, params: { response: AadhaarOtpSent }) => ({
      refId: (params.response.refId ?? '').trim(),
      otp: '',
      // The answer's own words when it has any ('OTP sent successfully'), else the client's.
      message: {
        text: params.response.message ? upstream(params.response.message) : AADHAAR_OTP_SENT,
        tone: 'success' as const,
      },
    })),
    forgetOtp: assign({ refId: null, otp: '' }),
    showOtpError: assign(({ context }) => {
      const problem = validateAadhaarOtp(context.otp);
      return { message: problem ? { text: problem, tone: 'error' as const } : null };
    }),
    aadhaarDone: assign(({ context }, params: { response: AadhaarAnswer }) => ({
      status: {
        ...context.status,
        aadhaarVerified: true,
        nameOnAadhaar:
          params.response.data?.nameOnAadhaar || params.response.data?.name || context.status.nameOnAadhaar,
        aadhaarNumber:
          params.response.data?.aadhaarNumber ||
          (context.refId ? context.aadhaarNumber : '') ||
          context.status.aadhaarNumber,
      },
      file: null,
      refId: null,
      otp: '',
      message: { text: AADHAAR_VERIFIED, tone: 'success' as const },
    })),
    panDone: assign(({ context }, params: { response: PanVerification }) => ({
      status: {
        ...context.status,
        panVerified: true,
        panNumber: context.pan,
        nameOnPan: params.response.data?.nameOnPan || context.status.nameOnPan,
      },
      message: { text: PAN_VERIFIED, tone: 'success' as const },
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
    aadhaarNumber: '',
    otp: '',
    refId: null,
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
      initial: 'ready',
      states: {
        // Two routes to a verified Aadhaar: the e-Aadhaar PDF, or a code sent to the Aadhaar-linked mobile.
        ready: {
          initial: 'idle',
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
              { guard: 'noMobile', actions: { type: 'showError', params: { text: KYC_MOBILE_REQUIRED } } },
              { target: '#kyc.unverified.verifyingAadhaar' },
            ],
            // A new number starts the OTP route over.
            'aadhaarNumber.input': {
              target: '.idle',
              actions: { type: 'setAadhaarNumber', params: ({ event }) => ({ value: event.value }) },
            },
            'aadhaarOtp.request': [
              { guard: 'noMobile', actions: { type: 'showError', params: { text: KYC_MOBILE_REQUIRED } } },
              {
                guard: 'aadhaarNumberInvalid',
                actions: { type: 'showError', params: { text: AADHAAR_NUMBER_INVALID } },
              },
              { target: '#kyc.unverified.requestingOtp' },
            ],
            'pan.input': { actions: { type: 'setPan', params: ({ event }) => ({ value: event.value }) } },
            'pan.submit': { actions: { type: 'showError', params: { text: AADHAAR_FIRST } } },
          },
          states: {
            idle: {},
            otpSent: {
              on: {
                'aadhaarOtp.input': { actions: { type: 'setOtp', params: ({ event }) => ({ value: event.value }) } },
                'aadhaarOtp.submit': [
                  { guard: 'noRefId', actions: { type: 'showError', params: { text: REF_ID_REQUIRED } } },
                  { guard: 'otpInvalid', actions: 'showOtpError' },
                  { target: '#kyc.unverified.verifyingOtp' },
                ],
              },
            },
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
                target: 'ready',
                actions: { type: 'showError', params: { text: AADHAAR_FAILED } },
              },
              // Accepted: `deciding` goes on to complete or to the PAN step from the updated status.
              {
                target: '#kyc.deciding',
                actions: [{ type: 'aadhaarDone', params: ({ event }) => ({ response: event.output }) }, 'reportChange'],
              },
            ],
            onError: { target: 'ready', actions: { type: 'showError', params: { text: AADHAAR_FAILED } } },
          },
        },
        requestingOtp: {
          tags: ['busy'],
          invoke: {
            id: 'requestAadhaarOtp',
            src: 'requestAadhaarOtp',
            input: ({ context }) => ({ aadhaarNumber: context.aadhaarNumber }),
            onDone: [
              {
                guard: { type: 'failed', params: ({ event }) => ({ response: event.output }) },
                target: 'ready',
                actions: ['forgetOtp', { type: 'showError', params: { text: AADHAAR_OTP_SEND_FAILED } }],
              },
              {
                guard: { type: 'answerWithoutRefId', params: ({ event }) => ({ response: event.output }) },
                target: 'ready',
                actions: ['forgetOtp', { type: 'showError', params: { text: REF_ID_REQUIRED } }],
              },
              {
                target: 'ready.otpSent',
                actions: { type: 'otpSent', params: ({ event }) => ({ response: event.output }) },
              },
            ],
            onError: [
              {
                guard: { type: 'network', params: ({ event }) => ({ error: event.error }) },
                target: 'ready',
                actions: ['forgetOtp', { type: 'showError', params: { text: AADHAAR_OTP_SEND_UNREACHABLE } }],
              },
              {
                target: 'ready',
                actions: ['forgetOtp', { type: 'showError', params: { text: AADHAAR_OTP_SEND_FAILED } }],
              },
            ],
          },
        },
        verifyingOtp: {
          tags: ['busy'],
          invoke: {
            id: 'verifyAadhaarOtp',
            src: 'verifyAadhaarOtp',
            input: ({ context }) => ({
              mobileNumber: context.mobileNumber.trim(),
              aadhaarNumber: context.aadhaarNumber,
              aadhaarOTP: context.otp,
              refId: context.refId ?? '',
            }),
            onDone: [
              {
                guard: { type: 'failed', params: ({ event }) => ({ response: event.output }) },
                target: 'ready.otpSent',
                actions: { type: 'showError', params: { text: AADHAAR_FAILED } },
              },
              // Accepted: `deciding` goes on to complete or to the PAN step from the updated status.
              {
                target: '#kyc.deciding',
                actions: [{ type: 'aadhaarDone', params: ({ event }) => ({ response: event.output }) }, 'reportChange'],
              },
            ],
            onError: { target: 'ready.otpSent', actions: { type: 'showError', params: { text: AADHAAR_FAILED } } },
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
                actions: { type: 'showError', params: { text: PAN_FAILED } },
              },
              {
                target: '#kyc.complete',
                actions: [{ type: 'panDone', params: ({ event }) => ({ response: event.output }) }, 'reportChange'],
              },
            ],
            onError: [
              {
                guard: { type: 'panAuthFailure', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: {
                  type: 'showError',
                  params: ({ event }) => ({ text: panAuthFailure(event.error) ?? PAN_FAILED }),
                },
              },
              {
                target: 'idle',
                actions: { type: 'showError', params: { text: PAN_FAILED } },
              },
            ],
          },
        },
      },
    },
    complete: { type: 'final' },
  },
});
