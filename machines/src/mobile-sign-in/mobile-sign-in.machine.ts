import { assign, not, setup, stateIn } from 'xstate';
import { COUNTDOWN_TICK_MS, RESEND_COUNTDOWN_S, SIGN_IN_SUCCESS_CLOSE_MS } from '../constants.ts';
import { notProvided } from '../not-provided.ts';
import { isNetworkFailure } from '../rules/actor-failure.ts';
import { validateOtp } from '../rules/otp-code.ts';
import { otpSendError, otpWasSent, sessionFromValidation } from '../rules/otp-response.ts';
import { validateSignInMobile } from '../rules/sign-in-mobile.ts';
import type { GenerateOtpInput, GenerateOtpOutput, Session, ValidateOtpInput, ValidateOtpOutput } from '../types.ts';

export const SIGN_IN_SUCCESS_TITLE = 'OTP Validated Successfully!';
export const SIGN_IN_SUCCESS_DETAIL = 'You will be signed in shortly...';
export const OTP_INCORRECT = 'OTP is incorrect. Please enter the correct OTP';

/** The resend button's label while counting down, then when available. */
export function mobileResendLabel(resendIn: number): string {
  return resendIn > 0 ? `Resend OTP in ${resendIn}s` : 'Resend OTP';
}

export type MobileSignInEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'mobile.input'; value: string }
  | { type: 'mobile.submit' }
  | { type: 'mobile.change' }
  | { type: 'otp.input'; value: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' };

export interface MobileSignInContext {
  mobile: string;
  otp: string;
  error: string | null;
  resendIn: number;
  session: Session | null;
  success: { title: string; detail: string } | null;
}

const fresh: MobileSignInContext = { mobile: '', otp: '', error: null, resendIn: 0, session: null, success: null };

export const mobileSignInMachine = setup({
  types: {
    context: {} as MobileSignInContext,
    events: {} as MobileSignInEvent,
    output: {} as Session,
  },
  actors: {
    generateOtp: notProvided<GenerateOtpOutput, GenerateOtpInput>('generateOtp'),
    validateOtp: notProvided<ValidateOtpOutput, ValidateOtpInput>('validateOtp'),
  },
  delays: { countdownTick: COUNTDOWN_TICK_MS, successClose: SIGN_IN_SUCCESS_CLOSE_MS },
  guards: {
    mobileInvalid: ({ context }) => validateSignInMobile(context.mobile) !== null,
    otpInvalid: ({ context }) => validateOtp(context.otp) !== null,
    otpSent: (_, params: { output: GenerateOtpOutput }) => otpWasSent(params.output),
    countdownRunning: ({ context }) => context.resendIn > 1,
    signedIn: ({ context }, params: { output: ValidateOtpOutput }) =>
      sessionFromValidation(params.output, context.mobile.trim()) !== null,
    refusedByServer: (_, params: { output: ValidateOtpOutput }) => params.output.status === false,
  },
  actions: {
    reset: assign(() => fresh),
    setMobile: assign((_, params: { value: string }) => ({ mobile: params.value, error: null })),
    setOtp: assign((_, params: { value: string }) => ({ otp: params.value, error: null })),
    showMobileError: assign(({ context }) => ({ error: validateSignInMobile(context.mobile) })),
    showOtpError: assign(({ context }) => ({ error: validateOtp(context.otp) })),
    enterCodeStep: assign({ otp: '', error: null }),
    backToMobile: assign({ otp: '', error: null, resendIn: 0 }),
    startCountdown: assign({ resendIn: RESEND_COUNTDOWN_S, error: null }),
    tick: assign(({ context }) => ({ resendIn: context.resendIn - 1 })),
    showSendRefused: assign((_, params: { output: GenerateOtpOutput }) => ({
      error: otpSendError(params.output) ?? 'Failed to send OTP',
    })),
    showSendFailure: assign((_, params: { error: unknown }) => ({
      error: isNetworkFailure(params.error) ? 'Unable to send OTP. Please try again.' : 'Failed to send OTP. Please try again.',
    })),
    showResendRefused: assign((_, params: { output: GenerateOtpOutput }) => ({
      error: otpSendError(params.output) ?? 'Failed to resend OTP',
    })),
    showResendFailure: assign({ error: 'Failed to resend OTP. Please try again.' }),
    setSession: assign(({ context }, params: { output: ValidateOtpOutput }) => ({
      session: sessionFromValidation(params.output, context.mobile.trim()),
      success: { title: SIGN_IN_SUCCESS_TITLE, detail: SIGN_IN_SUCCESS_DETAIL },
      error: null,
    })),
    showOtpIncorrect: assign({ error: OTP_INCORRECT }),
    showSignInFailed: assign({ error: 'Failed to sign in. Please try again.' }),
    showVerifyFailure: assign((_, params: { error: unknown }) => ({
      error: isNetworkFailure(params.error)
        ? 'Unable to verify OTP. Please try again.'
        : 'Failed to verify OTP. Please try again.',
    })),
  },
}).createMachine({
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
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'generateOtp',
                src: 'generateOtp',
                input: ({ context }) => ({ mobileNumber: context.mobile.trim(), emailId: '', isClient: false }),
                onDone: [
                  {
                    guard: { type: 'otpSent', params: ({ event }) => ({ output: event.output }) },
                    target: '#mobileSignIn.open.codeStep',
                  },
                  {
                    target: 'editing',
                    actions: { type: 'showSendRefused', params: ({ event }) => ({ output: event.output }) },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: { type: 'showSendFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        codeStep: {
          type: 'parallel',
          entry: ['enterCodeStep', 'startCountdown'],
          states: {
            code: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'otp.input': { actions: { type: 'setOtp', params: ({ event }) => ({ value: event.value }) } },
                    'otp.submit': [{ guard: 'otpInvalid', actions: 'showOtpError' }, { target: 'verifying' }],
                    'mobile.change': { target: '#mobileSignIn.open.mobileStep', actions: 'backToMobile' },
                    'dialog.close': {
                      guard: not(stateIn('#mobileSignIn.open.codeStep.resend.resending')),
                      target: '#mobileSignIn.closed',
                    },
                  },
                },
                verifying: {
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
                },
              },
            },
            resend: {
              initial: 'countdown',
              states: {
                countdown: {
                  after: {
                    countdownTick: [
                      { guard: 'countdownRunning', target: 'countdown', reenter: true, actions: 'tick' },
                      { target: 'ready', actions: 'tick' },
                    ],
                  },
                },
                ready: {
                  on: { 'otp.resend': { target: 'resending' } },
                },
                resending: {
                  tags: ['busy'],
                  invoke: {
                    id: 'resendOtp',
                    src: 'generateOtp',
                    input: ({ context }) => ({ mobileNumber: context.mobile.trim(), emailId: '', isClient: false }),
                    onDone: [
                      {
                        guard: { type: 'otpSent', params: ({ event }) => ({ output: event.output }) },
                        target: 'countdown',
                        actions: 'startCountdown',
                      },
                      {
                        target: 'ready',
                        actions: { type: 'showResendRefused', params: ({ event }) => ({ output: event.output }) },
                      },
                    ],
                    onError: { target: 'ready', actions: 'showResendFailure' },
                  },
                },
              },
            },
          },
        },
        success: {
          tags: ['busy'],
          after: { successClose: { target: '#mobileSignIn.signedIn' } },
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
