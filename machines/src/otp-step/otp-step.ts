import { assign, not, stateIn } from 'xstate';
import type { EventObject } from 'xstate';
import { COUNTDOWN_TICK_MS, RESEND_COUNTDOWN_S } from '../constants.ts';
import type { GenerateOtpInput, GenerateOtpOutput } from '../contract-types.ts';
import { message, type Message } from '../messages/message.ts';
import { isNetworkFailure } from '../values/actor-failure.ts';
import { otpSendError, otpWasSent } from '../values/otp-response.ts';

// The one-time-code part both sign-in dialogs share: sending the code (generateOTP), the code step with its
// resend countdown, and resending. Each machine spreads `otpStepImplementations` into its `setup` and places
// `otpSendingState` and `otpCodeStep` in its statechart; what differs (the code check, failure messages, the
// generateOTP query, the way back, the verifying state) is passed in.

/** The code step's part of a sign-in machine's context. */
export interface OtpStepContext {
  otp: string;
  error: Message | null;
  /** Seconds until resend is offered; 0 once it is. */
  resendIn: number;
}

/** The code step's events; each machine adds its way back to its first step. */
export type OtpStepEvent =
  { type: 'otp.input'; value: string } | { type: 'otp.submit' } | { type: 'otp.resend' } | { type: 'dialog.close' };

/** A failed call's message when no answer came back (network) and otherwise. */
interface FailureMessages {
  network: Message;
  other: Message;
}

/** What differs between the dialogs' code steps. */
interface OtpStepRules {
  /** The code check: its error, or null. */
  validateCode: (code: string) => Message | null;
  sendFailed: FailureMessages;
  resendFailed: FailureMessages;
}

/** A refusal that gave no reason of its own. */
const OTP_SEND_REFUSED = message('common:otp.sendRefused');
const OTP_RESEND_REFUSED = message('common:otp.resendRefused');

export function callFailure(error: unknown, messages: FailureMessages): Message {
  return isNetworkFailure(error) ? messages.network : messages.other;
}

/** The code step's guards, actions and delay, for the machine's `setup`, typed with its context and events. */
export function otpStepImplementations<TContext extends OtpStepContext, TEvent extends EventObject>(
  rules: OtpStepRules,
) {
  // An update touches only the code step's fields, whose types TContext keeps: the cast widens nothing.
  const update = <TParams extends object | undefined>(
    assigner: (args: { context: OtpStepContext }, params: TParams) => Partial<OtpStepContext>,
  ) => assign<TContext, TEvent, TParams, TEvent, never>((args, params) => assigner(args, params) as Partial<TContext>);

  return {
    guards: {
      otpInvalid: ({ context }: { context: OtpStepContext }) => rules.validateCode(context.otp) !== null,
      otpSent: (_: unknown, params: { output: GenerateOtpOutput }) => otpWasSent(params.output),
      countdownRunning: ({ context }: { context: OtpStepContext }) => context.resendIn > 1,
    },
    actions: {
      setOtp: update((_, params: { value: string }) => ({ otp: params.value, error: null })),
      showOtpError: update(({ context }) => ({ error: rules.validateCode(context.otp) })),
      clearCode: update(() => ({ otp: '', error: null })),
      leaveCodeStep: update(() => ({ otp: '', error: null, resendIn: 0 })),
      startCountdown: update(() => ({ resendIn: RESEND_COUNTDOWN_S, error: null })),
      tick: update(({ context }) => ({ resendIn: context.resendIn - 1 })),
      showSendRefused: update((_, params: { output: GenerateOtpOutput }) => ({
        error: otpSendError(params.output) ?? OTP_SEND_REFUSED,
      })),
      showSendFailure: update((_, params: { error: unknown }) => ({
        error: callFailure(params.error, rules.sendFailed),
      })),
      showResendRefused: update((_, params: { output: GenerateOtpOutput }) => ({
        error: otpSendError(params.output) ?? OTP_RESEND_REFUSED,
      })),
      showResendFailure: update((_, params: { error: unknown }) => ({
        error: callFailure(params.error, rules.resendFailed),
      })),
    },
    delays: { countdownTick: COUNTDOWN_TICK_MS },
  };
}

type Answered = { event: { output: GenerateOtpOutput } };
type Failed = { event: { error: unknown } };

/**
 * The first step's `sending` state: generateOTP for `request(context)`; on a sent code go to `codeStep`,
 * otherwise back to the sibling `editing` with the refusal or failure message.
 */
export function otpSendingState<TContext>(request: (context: TContext) => GenerateOtpInput, codeStep: string) {
  return {
    tags: ['busy'],
    invoke: {
      id: 'generateOtp',
      src: 'generateOtp',
      input: ({ context }: { context: TContext }) => request(context),
      onDone: [
        { guard: { type: 'otpSent', params: ({ event }: Answered) => ({ output: event.output }) }, target: codeStep },
        {
          target: 'editing',
          actions: { type: 'showSendRefused', params: ({ event }: Answered) => ({ output: event.output }) },
        },
      ],
      onError: {
        target: 'editing',
        actions: { type: 'showSendFailure', params: ({ event }: Failed) => ({ error: event.error }) },
      },
    },
  } as const;
}

interface OtpCodeStepParts<TContext, TBack, TVerifying> {
  /** The code step's own state id, e.g. '#mobileSignIn.open.codeStep'. */
  id: string;
  /** generateOTP's query for a resend. */
  request: (context: TContext) => GenerateOtpInput;
  /** The code editor's way back to the first step: `{ [event]: transition }`. */
  back: TBack;
  /** The machine's own `verifying` state: it checks the code and leaves for success or back to `editing`. */
  verifying: TVerifying;
  /** Where `dialog.close` goes; it is refused while a resend runs. */
  closed: string;
}

/**
 * The code step, a parallel state: `code` (editing → verifying) beside `resend` (a once-a-second countdown
 * from RESEND_COUNTDOWN_S, then ready, then resending through generateOTP).
 */
export function otpCodeStep<TContext, TBack extends object, TVerifying extends object>(
  parts: OtpCodeStepParts<TContext, TBack, TVerifying>,
) {
  return {
    type: 'parallel',
    entry: ['clearCode', 'startCountdown'],
    states: {
      code: {
        initial: 'editing',
        states: {
          editing: {
            on: {
              'otp.input': {
                actions: {
                  type: 'setOtp',
                  params: ({ event }: { event: { value: string } }) => ({ value: event.value }),
                },
              },
              'otp.submit': [{ guard: 'otpInvalid', actions: 'showOtpError' }, { target: 'verifying' }],
              ...parts.back,
              'dialog.close': { guard: not(stateIn(`${parts.id}.resend.resending`)), target: parts.closed },
            },
          },
          verifying: parts.verifying,
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
              input: ({ context }: { context: TContext }) => parts.request(context),
              onDone: [
                {
                  guard: { type: 'otpSent', params: ({ event }: Answered) => ({ output: event.output }) },
                  target: 'countdown',
                  actions: 'startCountdown',
                },
                {
                  target: 'ready',
                  actions: { type: 'showResendRefused', params: ({ event }: Answered) => ({ output: event.output }) },
                },
              ],
              onError: {
                target: 'ready',
                actions: { type: 'showResendFailure', params: ({ event }: Failed) => ({ error: event.error }) },
              },
            },
          },
        },
      },
    },
  } as const;
}
