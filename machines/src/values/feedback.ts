import type { FeedbackDecision } from '../contract-types.ts';
import type { Interview } from '../interview-feedback/interview-feedback-io.ts';
import { message, type Message } from '../messages/message.ts';

export const SKILL_MANDATORY = message('interviews:feedback.skillMandatory');
export const COMMENT_REQUIRED = message('interviews:feedback.commentRequired');

const DECIDED = ['Selected', 'Rejected', 'NoShow'];

/** A decided interview is read-only. */
export function isInterviewDecided(interview: Interview): boolean {
  return DECIDED.includes(interview.status ?? '') || (interview.feedback ?? '').trim() !== '';
}

/** NoShow needs nothing; Selected and Rejected need every skill rated and a comment. */
export function validateFeedback(
  decision: FeedbackDecision,
  skillIds: readonly number[],
  ratings: Readonly<Record<number, number>>,
  comment: string,
): Message | null {
  if (decision === 'NoShow') return null;
  if (skillIds.some((id) => (ratings[id] ?? 0) <= 0)) return SKILL_MANDATORY;
  return comment.trim() === '' ? COMMENT_REQUIRED : null;
}

/** skillId → rating; with no skills the map is { 0: 0 }. */
export function skillsRatingsPayload(
  skillIds: readonly number[],
  ratings: Readonly<Record<number, number>>,
): Record<number, number> {
  if (skillIds.length === 0) return { 0: 0 };
  return Object.fromEntries(skillIds.map((id) => [id, ratings[id] ?? 0]));
}
