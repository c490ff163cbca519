import type { components } from '#contract/schema.d.ts';
import type { FeedbackDecision } from '../contract-types.ts';
import type { InterviewsMessageKey } from '../messages/keys/interviews.ts';
import { message, upstream, type Message } from '../messages/message.ts';
import { readableStatus, statusLookupKey } from '../values/status-text.ts';

/** One interview as fetchClientInterviews answers it (the id as `interviewId` or `id`). */
export type ClientInterview = components['schemas']['ClientInterview'];

export type InterviewTone = 'info' | 'warning' | 'success' | 'danger' | 'accent' | 'neutral';

/** The badge colours the product has, by the status's lookup key; every other status is grey. */
const TONES: Readonly<Record<string, InterviewTone>> = {
  scheduled: 'warning',
  confirmed: 'info',
  pendingconfirmation: 'accent',
  selected: 'success',
  notselected: 'danger',
  rejected: 'danger',
  completed: 'success',
};

/** The statuses the product names, by their lookup key (any case, spaces, underscores or hyphens). */
const LABELS: Readonly<Record<string, InterviewsMessageKey>> = {
  scheduled: 'interviews:status.pending',
  pending: 'interviews:status.pending',
  confirmed: 'interviews:status.confirmed',
  pendingconfirmation: 'interviews:status.pendingConfirmation',
  selected: 'interviews:status.selected',
  notselected: 'interviews:status.notSelected',
  rejected: 'interviews:status.rejected',
  completed: 'interviews:status.completed',
  noshow: 'interviews:status.noShow',
};

/**
 * An interview's badge text: Scheduled as Pending (the spec), every status the product names in the chosen language,
 * however the server spells it ('NoShow', 'NOT_SELECTED'); any other made readable, never shown as a code.
 */
export function interviewStatusLabel(status: string | null | undefined): Message {
  const value = (status ?? '').trim();
  const key = LABELS[statusLookupKey(value)];
  return key ? message(key) : upstream(readableStatus(value));
}

export function interviewStatusTone(status: string | null | undefined): InterviewTone {
  return TONES[statusLookupKey(status ?? '')] ?? 'neutral';
}

/** The interview's id, whichever name the row gives it. */
export function interviewKey(interview: ClientInterview): number {
  return 'interviewId' in interview && typeof interview.interviewId === 'number'
    ? interview.interviewId
    : (interview.id ?? 0);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * 'YYYY-MM-DD HH:mm:ss' (the interview's local time) in Indian English: '20 Nov 2026' and '10:30 am'.
 * Empty, null, the zero date or anything unreadable is not scheduled (null).
 */
export function interviewSchedule(dateTime: string | null | undefined): { date: string; time: string } | null {
  const value = (dateTime ?? '').trim();
  if (value === '' || value.startsWith('0000-00-00')) return null;
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0'] = match;
  const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)));
  if (Number.isNaN(at.getTime())) return null;
  const date = at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = at
    .toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' })
    .toLowerCase();
  return { date, time };
}

export interface InterviewLists {
  pending: ClientInterview[];
  completed: ClientInterview[];
}

export interface InterviewCounters {
  total: number;
  pending: number;
  completed: number;
}

export function interviewCounters(lists: InterviewLists): InterviewCounters {
  return {
    total: lists.pending.length + lists.completed.length,
    pending: lists.pending.length,
    completed: lists.completed.length,
  };
}

/**
 * A submitted decision: the interview takes it as its status and the comment as its feedback, and moves
 * from pending to the front of completed (or is updated in place when already completed).
 */
export function applyInterviewDecision(
  lists: InterviewLists,
  id: number,
  submitted: { candidateStatus: FeedbackDecision; interviewFeedback: string },
): InterviewLists {
  const update = (interview: ClientInterview): ClientInterview => ({
    ...interview,
    status: submitted.candidateStatus,
    feedback: submitted.interviewFeedback,
  });
  const pendingOne = lists.pending.find((i) => interviewKey(i) === id);
  if (pendingOne) {
    return {
      pending: lists.pending.filter((i) => i !== pendingOne),
      completed: [update(pendingOne), ...lists.completed],
    };
  }
  return { pending: lists.pending, completed: lists.completed.map((i) => (interviewKey(i) === id ? update(i) : i)) };
}
