import { createActorContext } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { interviewFeedbackMachine, type FeedbackSubmission } from '#machines';
import { fetchInterviewFeedback } from '../api/fetch-interview-feedback.ts';
import { updateInterviewFeedback } from '../api/update-interview-feedback.ts';

/** The feedback machine with its calls bound to the upstream; one actor per opened interview. */
export const FeedbackActor = createActorContext(
  interviewFeedbackMachine.provide({
    actors: {
      loadFeedback: fromPromise(({ input }: { input: { interviewId: string | number } }) =>
        fetchInterviewFeedback(input),
      ),
      submitFeedback: fromPromise(({ input }: { input: FeedbackSubmission }) => updateInterviewFeedback(input)),
    },
  }),
);

/** The answers can no longer change: the feedback is read-only, or a decision is being sent or was sent. */
export const feedbackLocked = (s: SnapshotFrom<typeof interviewFeedbackMachine>) =>
  s.matches('readOnly') || s.matches('submitting') || s.matches('succeeded');
