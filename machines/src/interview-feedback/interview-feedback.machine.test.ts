import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { english } from '../testing/english.ts';
import { advance, deferred, flush, startOnClock } from '../testing/harness.ts';
import type { ServiceResult } from '../actor-io.ts';
import type { FeedbackData, FeedbackSubmission } from '../contract-types.ts';
import type { Interview } from './interview-feedback-io.ts';
import { interviewFeedbackMachine, type FeedbackMessage } from './interview-feedback.machine.ts';

const data: FeedbackData = {
  budgetCitySkills: [
    { skillId: 3, skillName: 'Driving' },
    { skillId: 8, skillName: 'Navigation' },
  ],
  candidateSkills: [{ skillId: 3, rating: 4 }],
  interviewFeedback: null,
};
const pending: Interview = { interviewId: 11, status: 'Scheduled', feedback: null };

interface Effects {
  loadFeedback: (input: { interviewId: string | number }) => Promise<FeedbackData>;
  submitFeedback: (input: FeedbackSubmission) => Promise<ServiceResult>;
}

/** The dialog's message as it reads in English. */
const shown = (message: FeedbackMessage | null) => message && { text: english(message.text), tone: message.tone };

async function start(fx: Partial<Effects> = {}, interview: Interview = pending, token: string | null = 'tok') {
  const spies = {
    loadFeedback: vi.fn(fx.loadFeedback ?? (async () => data)),
    submitFeedback: vi.fn(fx.submitFeedback ?? (async () => ({ success: true, message: 'Feedback saved' }))),
  };
  const machine = interviewFeedbackMachine.provide({
    actors: {
      loadFeedback: fromPromise(({ input }: { input: { interviewId: string | number } }) => spies.loadFeedback(input)),
      submitFeedback: fromPromise(({ input }: { input: FeedbackSubmission }) => spies.submitFeedback(input)),
    },
  });
  const run = startOnClock(machine, { interview, token });
  await flush();
  return { ...run, spies };
}

describe('interview feedback: loading', () => {
  it('loads skills, existing ratings and comment for an open interview', async () => {
    const { actor, spies } = await start({
      loadFeedback: async () => ({ ...data, interviewFeedback: 'Punctual' }),
    });
    expect(spies.loadFeedback).toHaveBeenCalledWith({ interviewId: 11 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      skills: data.budgetCitySkills,
      ratings: { 3: 4 },
      comment: 'Punctual',
    });
  });

  it('shows the load failure with empty ratings, for 3 s', async () => {
    const { actor, clock } = await start({ loadFeedback: () => Promise.reject(new Error('x')) });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(shown(actor.getSnapshot().context.message)).toEqual({
      text: 'Failed to load interview feedback data',
      tone: 'error',
    });
    expect(actor.getSnapshot().context.ratings).toEqual({});
    advance(clock, 2999);
    expect(actor.getSnapshot().context.message).not.toBeNull();
    advance(clock, 1);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it.each<[string, Interview]>([
    ['Selected', { interviewId: 1, status: 'Selected' }],
    ['Rejected', { interviewId: 1, status: 'Rejected' }],
    ['NoShow', { interviewId: 1, status: 'NoShow' }],
    ['already has feedback', { interviewId: 1, status: 'Completed', feedback: 'Good driver' }],
  ])('is read-only when %s, with only Close', async (_, interview) => {
    const { actor, spies } = await start({}, interview);
    expect(actor.getSnapshot().value).toBe('readOnly');
    actor.send({ type: 'rating.set', skillId: 3, rating: 1 });
    actor.send({ type: 'feedback.submit', decision: 'Selected' });
    expect(actor.getSnapshot().context.ratings).toEqual({ 3: 4 });
    expect(spies.submitFeedback).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().output).toEqual({ submitted: null });
  });

  it('is read-only after a failed load of a decided interview', async () => {
    const { actor } = await start(
      { loadFeedback: () => Promise.reject(new Error('x')) },
      { interviewId: 2, status: 'NoShow' },
    );
    expect(actor.getSnapshot().value).toBe('readOnly');
    expect(english(actor.getSnapshot().context.message?.text)).toBe('Failed to load interview feedback data');
  });
});

describe('interview feedback: editing', () => {
  it('takes ratings 1 to 5 only', async () => {
    const { actor } = await start();
    actor.send({ type: 'rating.set', skillId: 8, rating: 5 });
    actor.send({ type: 'rating.set', skillId: 3, rating: 1 });
    actor.send({ type: 'rating.set', skillId: 3, rating: 0 });
    actor.send({ type: 'rating.set', skillId: 3, rating: 6 });
    actor.send({ type: 'rating.set', skillId: 3, rating: 2.5 });
    expect(actor.getSnapshot().context.ratings).toEqual({ 3: 1, 8: 5 });
  });

  it('needs every skill rated, then a comment, for Selected and Rejected', async () => {
    const { actor, spies, clock } = await start();
    actor.send({ type: 'feedback.submit', decision: 'Selected' });
    expect(shown(actor.getSnapshot().context.message)).toEqual({ text: 'Skill Mandatory', tone: 'error' });
    actor.send({ type: 'rating.set', skillId: 8, rating: 3 });
    actor.send({ type: 'comment.input', value: '   ' });
    advance(clock, 2000);
    actor.send({ type: 'feedback.submit', decision: 'Rejected' });
    expect(shown(actor.getSnapshot().context.message)).toEqual({
      text: 'Please provide feedback comments',
      tone: 'error',
    });
    advance(clock, 2000);
    expect(actor.getSnapshot().context.message).not.toBeNull();
    advance(clock, 1000);
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(spies.submitFeedback).not.toHaveBeenCalled();
  });

  it('needs the stored token', async () => {
    const { actor, spies } = await start({}, pending, null);
    actor.send({ type: 'feedback.submit', decision: 'NoShow' });
    expect(shown(actor.getSnapshot().context.message)).toEqual({
      text: 'Authentication token not found',
      tone: 'error',
    });
    expect(spies.submitFeedback).not.toHaveBeenCalled();
  });

  it('closes without submitting', async () => {
    const { actor } = await start();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().output).toEqual({ submitted: null });
  });
});

describe('interview feedback: submitting', () => {
  it('submits NoShow without checks, ignores a second submit, closes 1.5 s after the success message', async () => {
    const submit = deferred<ServiceResult>();
    const { actor, spies, clock } = await start({ submitFeedback: () => submit.promise });
    actor.send({ type: 'feedback.submit', decision: 'NoShow' });
    actor.send({ type: 'feedback.submit', decision: 'Selected' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(spies.submitFeedback).toHaveBeenCalledTimes(1);
    expect(spies.submitFeedback).toHaveBeenCalledWith({
      interviewId: 11,
      candidateStatus: 'NoShow',
      interviewFeedback: '',
      skillsRatings: { 3: 4, 8: 0 },
      token: 'tok',
    });
    submit.resolve({ success: true, message: 'Feedback submitted' });
    await flush();
    expect(shown(actor.getSnapshot().context.message)).toEqual({ text: 'Feedback submitted', tone: 'success' });
    advance(clock, 1499);
    expect(actor.getSnapshot().value).toBe('succeeded');
    advance(clock, 1);
    expect(actor.getSnapshot().output).toEqual({ submitted: { candidateStatus: 'NoShow', interviewFeedback: '' } });
  });

  it("keeps the server's answers in its own words", async () => {
    const saved = await start({ submitFeedback: async () => ({ success: true, message: 'Feedback saved' }) });
    saved.actor.send({ type: 'feedback.submit', decision: 'NoShow' });
    await flush();
    expect(saved.actor.getSnapshot().context.message?.text).toEqual({ upstream: 'Feedback saved' });
    const refused = await start({ submitFeedback: async () => ({ success: false, error: 'Interview closed' }) });
    refused.actor.send({ type: 'feedback.submit', decision: 'NoShow' });
    await flush();
    expect(refused.actor.getSnapshot().context.message?.text).toEqual({ upstream: 'Interview closed' });
  });

  it('sends the full payload for Selected, and { 0: 0 } without skills', async () => {
    const { actor, spies } = await start();
    actor.send({ type: 'rating.set', skillId: 8, rating: 2 });
    actor.send({ type: 'comment.input', value: ' Strong candidate ' });
    actor.send({ type: 'feedback.submit', decision: 'Selected' });
    expect(spies.submitFeedback.mock.calls[0]?.[0]).toMatchObject({
      candidateStatus: 'Selected',
      interviewFeedback: 'Strong candidate',
      skillsRatings: { 3: 4, 8: 2 },
    });
    const bare = await start({
      loadFeedback: async () => ({ budgetCitySkills: [], candidateSkills: [], interviewFeedback: null }),
    });
    bare.actor.send({ type: 'comment.input', value: 'ok' });
    bare.actor.send({ type: 'feedback.submit', decision: 'Rejected' });
    expect(bare.spies.submitFeedback.mock.calls[0]?.[0]?.skillsRatings).toEqual({ 0: 0 });
  });

  it('closes at once after a success without message', async () => {
    const { actor } = await start({ submitFeedback: async () => ({ success: true }) });
    actor.send({ type: 'feedback.submit', decision: 'NoShow' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.submitted?.candidateStatus).toBe('NoShow');
  });

  it.each<[string, Effects['submitFeedback'], string]>([
    ['a refusal with an error', async () => ({ success: false, error: 'Interview closed' }), 'Interview closed'],
    ['a bare refusal', async () => ({ success: false }), 'Failed to submit feedback. Please try again.'],
    ['a failure', () => Promise.reject(new Error('500')), 'Failed to submit feedback. Please try again.'],
  ])('shows %s for 3 s and lets the user try again', async (_, submitFeedback, text) => {
    const { actor, clock } = await start({ submitFeedback });
    actor.send({ type: 'feedback.submit', decision: 'NoShow' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(shown(actor.getSnapshot().context.message)).toEqual({ text, tone: 'error' });
    advance(clock, 3000);
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});
