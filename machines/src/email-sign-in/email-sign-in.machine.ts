import { assign, setup } from 'xstate';
import { EMAIL_ADDRESS } from '#contract/rules.ts';
import { SIGN_IN_SUCCESS_CLOSE_MS } from '../constants.ts';
import type { GenerateOtpInput, GenerateOtpOutput, ValidateOtpInput } from '../contract-types.ts';
import { notProvided } from '../not-provided.ts';
import { message } from '../messages/message.ts';
import { callFailure, otpCodeStep, otpSendingState, otpStepImplementations } from '../otp-step/otp-step.ts';
import type { OtpStepContext, OtpStepEvent } from '../otp-step/otp-step.ts';
import { emailOtpError, isEmailOtpValidated } from '../values/email-otp-success.ts';
import { interviewsPathAfterSignIn } from '../values/interview-access.ts';
import { validateEmailOtp } from '../values/otp-code.ts';
import type { ClientUser, EmailOtpValidation } from './email-sign-in-io.ts';

export const NETWORK_ERROR = message('common:error.networkTryAgain');
const SEND_FAILED = message('common:otp.sendFailed');
const RESEND_FAILED = message('common:otp.resendRefused');
const VERIFY_FAILED = message('common:otp.verifyFailed');

// The contract's e-mail rule read directly rather than through rules/email.ts: that module is shared with the
// profile screen, and a rule two lazy screens share is bundled into the home route's first scripts.
const EMAIL_INVALID = message(EMAIL_ADDRESS.messageKeys.invalid);
const isValidEmail = (value: string) => EMAIL_ADDRESS.pattern.test(value.trim());

export type EmailSignInEvent =
  OtpStepEvent | { type: 'email.input'; value: string } | { type: 'email.submit' } | { type: 'email.back' };

/** What the opening event carries; `search` is the page query kept for the redirect. */
export interface EmailSignInInput {
  emailId?: string;
  mobileNumber?: string;
  search?: string;
}

export interface EmailSignInContext extends OtpStepContext {
  email: string;
  mobileNumber: string;
  search: string;
  user: ClientUser | null;
}

export type EmailSignInOutput =
  { status: 'authenticated'; user: ClientUser; redirectTo: string } | { status: 'closed'; redirectTo: '/' };

/** generateOTP's query: the address (and the number the link carried), as a client. */
const otpRequest = (context: EmailSignInContext): GenerateOtpInput => ({
  mobileNumber: context.mobileNumber,
  emailId: context.email.trim(),
  isClient: true,
});

const otpStep = otpStepImplementations<EmailSignInContext, EmailSignInEvent>({
  validateCode: validateEmailOtp,
  sendFailed: { network: NETWORK_ERROR, other: SEND_FAILED },
  // The client's resend failure reads as a refusal does: 'Failed to resend OTP'.
  resendFailed: { network: NETWORK_ERROR, other: RESEND_FAILED },
});

const emailSignIn = setup({
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
  ...otpStep,
}).extend({
  delays: { successClose: SIGN_IN_SUCCESS_CLOSE_MS },
  guards: {
    emailInvalid: ({ context }) => !isValidEmail(context.email),
    validated: (_, params: { output: EmailOtpValidation }) => isEmailOtpValidated(params.output),
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => ({ email: params.value, error: null })),
    showEmailError: assign({ error: EMAIL_INVALID }),
    showNotValidated: assign((_, params: { output: EmailOtpValidation }) => ({ error: emailOtpError(params.output) })),
    showVerifyFailure: assign((_, params: { error: unknown }) => ({
      error: callFailure(params.error, { network: NETWORK_ERROR, other: VERIFY_FAILED }),
    })),
    setUser: assign(({ context }) => ({
      user: { email: context.email.trim(), mobileNumber: context.mobileNumber, isAuthenticated: true as const },
      error: null,
    })),
  },
});

/** The client's code check (validateOTP for the address): validated signs in, anything else shows its text. */
const verifying = emailSignIn.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'validateEmailOtp',
    src: 'validateEmailOtp',
    input: ({ context }) => ({
      mobileNumber: '',
      OTP: context.otp.trim(),
      emailId: context.email.trim(),
      isClient: true,
    }),
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
});

export const emailSignInMachine = emailSignIn.createMachine({
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
        sending: otpSendingState(otpRequest, '#emailSignIn.otpStep'),
      },
    },
    otpStep: otpCodeStep({
      id: '#emailSignIn.otpStep',
      request: otpRequest,
      back: { 'email.back': { target: '#emailSignIn.emailStep', actions: 'leaveCodeStep' } } as const,
      verifying,
      closed: '#emailSignIn.closed',
    }),
    success: {
      tags: ['busy'],
      after: { successClose: { target: 'authenticated' } },
    },
    authenticated: { type: 'final' },
    closed: { type: 'final' },
  },
});
