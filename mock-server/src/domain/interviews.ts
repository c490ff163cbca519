import type { MockWorld } from '../core/world.ts';
import type { InterviewRow } from '../store/db.ts';

/** Decisions and outcomes that close an interview; feedback closes it too. */
const DECIDED = new Set(['selected', 'rejected', 'noshow', 'no-show', 'completed', 'not selected']);

export const isDecided = (interview: InterviewRow) =>
  DECIDED.has(interview.status.trim().toLowerCase()) || interview.feedback.trim() !== '';

export function findInterview(world: MockWorld, id: number): InterviewRow | null {
  return world.db.interview.findFirst({ where: { id: { equals: id } } });
}
