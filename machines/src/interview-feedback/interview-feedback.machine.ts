import { assign, cancel, raise, setup } from 'xstate';
import { FEEDBACK_CLOSE_MS, FEEDBACK_MESSAGE_MS, RATING_MAX, RATING_MIN } from '../constants.ts';
import { message, upstream, type Message } from '../messages/message.ts';
import { notProvided } from '../not-provided.ts';
import { isInterviewDecided, skillsRatingsPayload, validateFeedback } from '../values/feedback.ts';
import type { ServiceResult } from '../actor-io.ts';
import type { FeedbackData, FeedbackDecision, FeedbackSubmission } from '../contract-types.ts';
import type { Interview } from './interview-feedback-io.ts';

export const FEEDBACK_LOAD_FAILED = message('interviews:feedback.loadFailed');
export const FEEDBACK_SUBMIT_FAILED = message('interviews:feedback.submitFailed');
export const TOKEN_MISSING = message('interviews:feedback.tokenMissing');

export type InterviewFeedbackEvent =
  | { type: 'rating.set'; skillId: number; rating: number }
  | { type: 'comment.input'; value: string }
  | { type: 'feedback.submit'; decision: FeedbackDecision }
  | { type: 'dialog.close' }
  /** Raised by the machine itself 3 s after a message is shown. */
  | { type: 'message.expire' };

export interface InterviewFeedbackInput {
  interview: Interview;
  token: string | null;
}

export interface FeedbackMessage {
  text: Message;
  tone: 'error' | 'success';
}

export interface InterviewFeedbackContext extends InterviewFeedbackInput {
  skills: FeedbackData['budgetCitySkills'];
  ratings: Record<number, number>;
  comment: string;
  decision: FeedbackDecision | null;
  message: FeedbackMessage | null;
  submitted: { candidateStatus: FeedbackDecision; interviewFeedback: string } | null;
}

export interface InterviewFeedbackOutput {
  submitted: InterviewFeedbackContext['submitted'];
}

function problem(context: InterviewFeedbackContext, decision: FeedbackDecision): Message | null {
  const skillIds = context.skills.map((skill) => skill.skillId);
  return (
    validateFeedback(decision, skillIds, context.ratings, context.comment) ?? (context.token ? null : TOKEN_MISSING)
  );
}

export const interviewFeedbackMachine = setup({
  types: {
    context: {} as InterviewFeedbackContext,
    events: {} as InterviewFeedbackEvent,
    input: {} as InterviewFeedbackInput,
    output: {} as InterviewFeedbackOutput,
  },
  actors: {
    loadFeedback: notProvided<FeedbackData, { interviewId: string | number }>('loadFeedback'),
    submitFeedback: notProvided<ServiceResult, FeedbackSubmission>('submitFeedback'),
  },
  delays: { messageLife: FEEDBACK_MESSAGE_MS, closeAfterSuccess: FEEDBACK_CLOSE_MS },
  guards: {
    decided: ({ context }) => isInterviewDecided(context.interview),
    ratingInRange: (_, params: { rating: number }) =>
      Number.isInteger(params.rating) && params.rating >= RATING_MIN && params.rating <= RATING_MAX,
    blocked: ({ context }, params: { decision: FeedbackDecision }) => problem(context, params.decision) !== null,
    succeededWithMessage: (_, params: { result: ServiceResult }) =>
      params.result.success && Boolean(params.result.message),
    succeeded: (_, params: { result: ServiceResult }) => params.result.success,
  },
  actions: {
    setData: assign((_, params: { data: FeedbackData }) => ({
      skills: params.data.budgetCitySkills,
      ratings: Object.fromEntries(params.data.candidateSkills.map((s) => [s.skillId, s.rating])),
      comment: params.data.interviewFeedback ?? '',
    })),
    setRating: assign(({ context }, params: { skillId: number; rating: number }) => ({
      ratings: { ...context.ratings, [params.skillId]: params.rating },
    })),
    setComment: assign((_, params: { value: string }) => ({ comment: params.value })),
    setDecision: assign((_, params: { decision: FeedbackDecision }) => ({ decision: params.decision })),
    setMessage: assign((_, params: FeedbackMessage) => ({ message: { text: params.text, tone: params.tone } })),
    showProblem: assign(({ context }, params: { decision: FeedbackDecision }) => {
      const text = problem(context, params.decision);
      return { message: text ? { text, tone: 'error' as const } : null };
    }),
    cancelMessageExpiry: cancel('messageExpiry'),
    scheduleMessageExpiry: raise({ type: 'message.expire' }, { delay: 'messageLife', id: 'messageExpiry' }),
    clearMessage: assign({ message: null }),
    recordSubmission: assign(({ context }) => ({
      submitted: context.decision
        ? { candidateStatus: context.decision, interviewFeedback: context.comment.trim() }
        : null,
    })),
  },
}).createMachine({
  id: 'interviewFeedback',
  initial: 'loading',
  context: ({ input }) => ({
    interview: input.interview,
    token: input.token,
    skills: [],
    ratings: {},
    comment: '',
    decision: null,
    message: null,
    submitted: null,
  }),
  output: ({ context }) => ({ submitted: context.submitted }),
  on: { 'message.expire': { actions: 'clearMessage' } },
  states: {
    loading: {
      invoke: {
        id: 'loadFeedback',
        src: 'loadFeedback',
        input: ({ context }) => ({ interviewId: context.interview.interviewId }),
        onDone: [
          {
            guard: 'decided',
            target: 'readOnly',
            actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) },
          },
          { target: 'editing', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        ],
        onError: [
          {
            guard: 'decided',
            target: 'readOnly',
            actions: [
              { type: 'setMessage', params: { text: FEEDBACK_LOAD_FAILED, tone: 'error' } },
              'cancelMessageExpiry',
              'scheduleMessageExpiry',
            ],
          },
          {
            target: 'editing',
            actions: [
              { type: 'setMessage', params: { text: FEEDBACK_LOAD_FAILED, tone: 'error' } },
              'cancelMessageExpiry',
              'scheduleMessageExpiry',
            ],
          },
        ],
      },
    },
    readOnly: {
      on: { 'dialog.close': { target: 'closed' } },
    },
    editing: {
      on: {
        'rating.set': {
          guard: { type: 'ratingInRange', params: ({ event }) => ({ rating: event.rating }) },
          actions: { type: 'setRating', params: ({ event }) => ({ skillId: event.skillId, rating: event.rating }) },
        },
        'comment.input': { actions: { type: 'setComment', params: ({ event }) => ({ value: event.value }) } },
        'feedback.submit': [
          {
            guard: { type: 'blocked', params: ({ event }) => ({ decision: event.decision }) },
            actions: [
              { type: 'showProblem', params: ({ event }) => ({ decision: event.decision }) },
              'cancelMessageExpiry',
              'scheduleMessageExpiry',
            ],
          },
          {
            target: 'submitting',
            actions: { type: 'setDecision', params: ({ event }) => ({ decision: event.decision }) },
          },
        ],
        'dialog.close': { target: 'closed' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitFeedback',
        src: 'submitFeedback',
        input: ({ context }) => ({
          interviewId: context.interview.interviewId,
          candidateStatus: context.decision as FeedbackDecision,
          interviewFeedback: context.comment.trim(),
          skillsRatings: skillsRatingsPayload(
            context.skills.map((skill) => skill.skillId),
            context.ratings,
          ),
          token: context.token ?? '',
        }),
        onDone: [
          {
            guard: { type: 'succeededWithMessage', params: ({ event }) => ({ result: event.output }) },
            target: 'succeeded',
            actions: [
              'recordSubmission',
              {
                type: 'setMessage',
                params: ({ event }) => ({ text: upstream(event.output.message ?? ''), tone: 'success' }),
              },
              'cancelMessageExpiry',
              'scheduleMessageExpiry',
            ],
          },
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            target: 'closed',
            actions: 'recordSubmission',
          },
          {
            target: 'editing',
            actions: [
              {
                type: 'setMessage',
                params: ({ event }) => ({
                  text: event.output.error ? upstream(event.output.error) : FEEDBACK_SUBMIT_FAILED,
                  tone: 'error',
                }),
              },
              'cancelMessageExpiry',
              'scheduleMessageExpiry',
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'setMessage', params: { text: FEEDBACK_SUBMIT_FAILED, tone: 'error' } },
            'cancelMessageExpiry',
            'scheduleMessageExpiry',
          ],
        },
      },
    },
    succeeded: {
      after: { closeAfterSuccess: { target: 'closed' } },
    },
    closed: { type: 'final' },
  },
});
