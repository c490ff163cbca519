import { assign, setup } from 'xstate';
import { SIGN_IN_SUCCESS_CLOSE_MS } from '../constants.ts';
import type { GenerateOtpInput, GenerateOtpOutput, ValidateOtpInput, ValidateOtpOutput } from '../contract-types.ts';
import { notProvided } from '../not-provided.ts';
import { otpCodeStep, otpSendingState, otpStepImplementations } from '../otp-step/otp-step.ts';
import type { OtpStepContext, OtpStepEvent } from '../otp-step/otp-step.ts';
import { message, type Message } from '../messages/message.ts';
import { isNetworkFailure } from '../values/actor-failure.ts';
import { validateOtp } from '../values/otp-code.ts';
import { sessionFromValidation } from '../values/otp-response.ts';
import { validateSignInMobile } from '../values/sign-in-mobile.ts';
import type { Session } from './mobile-sign-in-io.ts';

export const SIGN_IN_SUCCESS_TITLE = message('auth:success.title');
export const SIGN_IN_SUCCESS_DETAIL = message('auth:success.detail');
export const OTP_INCORRECT = message('auth:otp.incorrect');
const SIGN_IN_FAILED = message('auth:signIn.failed');
const VERIFY_UNAVAILABLE = message('auth:otp.verifyUnavailable');
const VERIFY_FAILED = message('common:otp.verifyFailed');

export type MobileSignInEvent =
  | OtpStepEvent
  | { type: 'dialog.open' }
  | { type: 'mobile.input'; value: string }
  | { type: 'mobile.submit' }
  | { type: 'mobile.change' };

export interface MobileSignInContext extends OtpStepContext {
  mobile: string;
  session: Session | null;
  success: { title: Message; detail: Message } | null;
}

const fresh: MobileSignInContext = { mobile: '', otp: '', error: null, resendIn: 0, session: null, success: null };

/** generateOTP's query: the number, as a candidate. */
const otpRequest = (context: MobileSignInContext): GenerateOtpInput => ({
  mobileNumber: context.mobile.trim(),
  emailId: '',
  isClient: false,
});

const otpStep = otpStepImplementations<MobileSignInContext, MobileSignInEvent>({
  validateCode: validateOtp,
  sendFailed: { network: message('common:otp.sendUnavailable'), other: message('common:otp.sendFailed') },
  resendFailed: { network: message('auth:otp.resendFailed'), other: message('auth:otp.resendFailed') },
});

const mobileSignIn = setup({
  types: {
    context: {} as MobileSignInContext,
    events: {} as MobileSignInEvent,
    output: {} as Session,
  },
  actors: {
    generateOtp: notProvided<GenerateOtpOutput, GenerateOtpInput>('generateOtp'),
    validateOtp: notProvided<ValidateOtpOutput, ValidateOtpInput>('validateOtp'),
  },
  ...otpStep,
}).extend({
  delays: { successClose: SIGN_IN_SUCCESS_CLOSE_MS },
  guards: {
    mobileInvalid: ({ context }) => validateSignInMobile(context.mobile) !== null,
    signedIn: ({ context }, params: { output: ValidateOtpOutput }) =>
      sessionFromValidation(params.output, context.mobile.trim()) !== null,
    refusedByServer: (_, params: { output: ValidateOtpOutput }) => params.output.status === false,
  },
  actions: {
    reset: assign(() => fresh),
    setMobile: assign((_, params: { value: string }) => ({ mobile: params.value, error: null })),
    showMobileError: assign(({ context }) => ({ error: validateSignInMobile(context.mobile) })),
    setSession: assign(({ context }, params: { output: ValidateOtpOutput }) => ({
      session: sessionFromValidation(params.output, context.mobile.trim()),
      success: { title: SIGN_IN_SUCCESS_TITLE, detail: SIGN_IN_SUCCESS_DETAIL },
      error: null,
    })),
    showOtpIncorrect: assign({ error: OTP_INCORRECT }),
    showSignInFailed: assign({ error: SIGN_IN_FAILED }),
    showVerifyFailure: assign((_, params: { error: unknown }) => ({
      error: isNetworkFailure(params.error) ? VERIFY_UNAVAILABLE : VERIFY_FAILED,
    })),
  },
});

/** validateOTP for the number and code: a session signs in, status false is a wrong code. */
const verifying = mobileSignIn.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'validateOtp',
    src: 'validateOtp',
    input: ({ context }) => ({
      mobileNumber: context.mobile.trim(),
      OTP: context.otp.trim(),
      emailId: '',
      isClient: false,
    }),
    onDone: [
      {
        guard: { type: 'signedIn', params: ({ event }) => ({ output: event.output }) },
        target: '#mobileSignIn.open.success',
        actions: { type: 'setSession', params: ({ event }) => ({ output: event.output }) },
      },
      {
        guard: { type: 'refusedByServer', params: ({ event }) => ({ output: event.output }) },
        target: 'editing',
        actions: 'showOtpIncorrect',
      },
      { target: 'editing', actions: 'showSignInFailed' },
    ],
    onError: {
      target: 'editing',
      actions: { type: 'showVerifyFailure', params: ({ event }) => ({ error: event.error }) },
    },
  },
});

export const mobileSignInMachine = mobileSignIn.createMachine({
  id: 'mobileSignIn',
  initial: 'closed',
  context: fresh,
  // Only the success path reaches `signedIn`, and it sets the session first.
  output: ({ context }) => context.session as Session,
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'reset' } },
    },
    open: {
      initial: 'mobileStep',
      states: {
        mobileStep: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'mobile.input': { actions: { type: 'setMobile', params: ({ event }) => ({ value: event.value }) } },
                'mobile.submit': [{ guard: 'mobileInvalid', actions: 'showMobileError' }, { target: 'sending' }],
                'dialog.close': { target: '#mobileSignIn.closed' },
              },
            },
            sending: otpSendingState(otpRequest, '#mobileSignIn.open.codeStep'),
          },
        },
        codeStep: otpCodeStep({
          id: '#mobileSignIn.open.codeStep',
          request: otpRequest,
          back: { 'mobile.change': { target: '#mobileSignIn.open.mobileStep', actions: 'leaveCodeStep' } } as const,
          verifying,
          closed: '#mobileSignIn.closed',
        }),
        success: {
          tags: ['busy'],
          after: { successClose: { target: '#mobileSignIn.signedIn' } },
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
