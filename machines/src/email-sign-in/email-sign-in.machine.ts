import { assign, not, setup, stateIn } from 'xstate';
import { COUNTDOWN_TICK_MS, RESEND_COUNTDOWN_S, SIGN_IN_SUCCESS_CLOSE_MS } from '../constants.ts';
import { notProvided } from '../not-provided.ts';
import { isNetworkFailure } from '../rules/actor-failure.ts';
import { EMAIL_INVALID, isValidEmail } from '../rules/email.ts';
import { emailOtpError, isEmailOtpValidated } from '../rules/email-otp-success.ts';
import { interviewsPathAfterSignIn } from '../rules/interview-access.ts';
import { validateEmailOtp } from '../rules/otp-code.ts';
import { otpSendError, otpWasSent } from '../rules/otp-response.ts';
import type { ClientUser, EmailOtpValidation, GenerateOtpInput, GenerateOtpOutput, ValidateOtpInput } from '../types.ts';

export const NETWORK_ERROR = 'Network error. Please try again.';

export function emailResendLabel(resendIn: number): string {
  return resendIn > 0 ? `Resend OTP (${resendIn}s)` : 'Resend OTP';
}

export type EmailSignInEvent =
  | { type: 'dialog.close' }
  | { type: 'email.input'; value: string }
  | { type: 'email.submit' }
  | { type: 'email.back' }
  | { type: 'otp.input'; value: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' };

/** What the opening event carries; `search` is the page query kept for the redirect. */
export interface EmailSignInInput {
  emailId?: string;
  mobileNumber?: string;
  search?: string;
}

export interface EmailSignInContext {
  email: string;
  mobileNumber: string;
  search: string;
  otp: string;
  error: string | null;
  resendIn: number;
  user: ClientUser | null;
}

export type EmailSignInOutput =
  | { status: 'authenticated'; user: ClientUser; redirectTo: string }
  | { status: 'closed'; redirectTo: '/' };

const failureText = (error: unknown, fallback: string) => (isNetworkFailure(error) ? NETWORK_ERROR : fallback);

export const emailSignInMachine = setup({
  types: {
    context: {} as EmailSignInContext,
    events: {} as EmailSignInEvent,
    input: {} as EmailSignInInput,
    output: {} as EmailSignInOutput,
  },
  actors: {
    generateOtp: notProvided<GenerateOtpOutput, GenerateOtpInput>('generateOtp'),
    validateEmailOtp: notProvided<EmailOtpValidation, ValidateOtpInput>('validateEmailOtp'),
  },
  delays: { countdownTick: COUNTDOWN_TICK_MS, successClose: SIGN_IN_SUCCESS_CLOSE_MS },
  guards: {
    emailInvalid: ({ context }) => !isValidEmail(context.email),
    otpInvalid: ({ context }) => validateEmailOtp(context.otp) !== null,
    otpSent: (_, params: { output: GenerateOtpOutput }) => otpWasSent(params.output),
    validated: (_, params: { output: EmailOtpValidation }) => isEmailOtpValidated(params.output),
    countdownRunning: ({ context }) => context.resendIn > 1,
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => ({ email: params.value, error: null })),
    setOtp: assign((_, params: { value: string }) => ({ otp: params.value, error: null })),
    showEmailError: assign({ error: EMAIL_INVALID }),
    showOtpError: assign(({ context }) => ({ error: validateEmailOtp(context.otp) })),
    clearCode: assign({ otp: '', error: null }),
    startCountdown: assign({ resendIn: RESEND_COUNTDOWN_S, error: null }),
    stopCountdown: assign({ resendIn: 0 }),
    tick: assign(({ context }) => ({ resendIn: context.resendIn - 1 })),
    showSendRefused: assign((_, params: { output: GenerateOtpOutput }) => ({
      error: otpSendError(params.output) ?? 'Failed to send OTP',
    })),
    showSendFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, 'Failed to send OTP. Please try again.'),
    })),
    showResendRefused: assign((_, params: { output: GenerateOtpOutput }) => ({
      error: otpSendError(params.output) ?? 'Failed to resend OTP',
    })),
    showResendFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, 'Failed to resend OTP'),
    })),
    showNotValidated: assign((_, params: { output: EmailOtpValidation }) => ({ error: emailOtpError(params.output) })),
    showVerifyFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, 'Failed to verify OTP. Please try again.'),
    })),
    setUser: assign(({ context }) => ({
      user: { email: context.email.trim(), mobileNumber: context.mobileNumber, isAuthenticated: true as const },
      error: null,
    })),
  },
}).createMachine({
  id: 'emailSignIn',
  initial: 'emailStep',
  context: ({ input }) => ({
    email: input.emailId ?? '',
    mobileNumber: input.mobileNumber ?? '',
    search: input.search ?? '',
    otp: '',
    error: null,
    resendIn: 0,
    user: null,
  }),
  output: ({ context }) =>
    context.user
      ? { status: 'authenticated', user: context.user, redirectTo: interviewsPathAfterSignIn(context.search) }
      : { status: 'closed', redirectTo: '/' },
  states: {
    emailStep: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'email.input': { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
            'email.submit': [{ guard: 'emailInvalid', actions: 'showEmailError' }, { target: 'sending' }],
            'dialog.close': { target: '#emailSignIn.closed' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'generateOtp',
            src: 'generateOtp',
            input: ({ context }) => ({ mobileNumber: context.mobileNumber, emailId: context.email.trim(), isClient: true }),
            onDone: [
              {
                guard: { type: 'otpSent', params: ({ event }) => ({ output: event.output }) },
                target: '#emailSignIn.otpStep',
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
    otpStep: {
      type: 'parallel',
      entry: ['clearCode', 'startCountdown'],
      states: {
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'otp.input': { actions: { type: 'setOtp', params: ({ event }) => ({ value: event.value }) } },
                'otp.submit': [{ guard: 'otpInvalid', actions: 'showOtpError' }, { target: 'verifying' }],
                'email.back': { target: '#emailSignIn.emailStep', actions: ['clearCode', 'stopCountdown'] },
                'dialog.close': {
                  guard: not(stateIn('#emailSignIn.otpStep.resend.resending')),
                  target: '#emailSignIn.closed',
                },
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                id: 'validateEmailOtp',
                src: 'validateEmailOtp',
                input: ({ context }) => ({ mobileNumber: '', OTP: context.otp.trim(), emailId: context.email.trim(), isClient: true }),
                onDone: [
                  {
                    guard: { type: 'validated', params: ({ event }) => ({ output: event.output }) },
                    target: '#emailSignIn.success',
                    actions: 'setUser',
                  },
                  {
                    target: 'editing',
                    actions: { type: 'showNotValidated', params: ({ event }) => ({ output: event.output }) },
                  },
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
            ready: { on: { 'otp.resend': { target: 'resending' } } },
            resending: {
              tags: ['busy'],
              invoke: {
                id: 'resendOtp',
                src: 'generateOtp',
                input: ({ context }) => ({ mobileNumber: context.mobileNumber, emailId: context.email.trim(), isClient: true }),
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
                onError: {
                  target: 'ready',
                  actions: { type: 'showResendFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    success: {
      tags: ['busy'],
      after: { successClose: { target: 'authenticated' } },
    },
    authenticated: { type: 'final' },
    closed: { type: 'final' },
  },
});
