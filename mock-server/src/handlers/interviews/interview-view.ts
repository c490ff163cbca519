import type { MockWorld } from '../../core/world.ts';
import type { Db } from '../../store/db.ts';
import { parseUpstreamDate } from '../shared/applications-dates.ts';
import { orNull } from '../shared/profile-candidates.ts';

export type InterviewRow = NonNullable<ReturnType<Db['interview']['findFirst']>>;

/** Decisions and outcomes that close an interview; feedback closes it too. */
const DECIDED = new Set(['selected', 'rejected', 'noshow', 'no-show', 'completed', 'not selected']);

export const isDecided = (interview: InterviewRow) =>
  DECIDED.has(interview.status.trim().toLowerCase()) || interview.feedback.trim() !== '';

export function interviewView(interview: InterviewRow) {
  return {
    interviewId: interview.id,
    candidateName: interview.candidateName,
    designation: orNull(interview.designation),
    status: interview.status,
    city: orNull(interview.city),
    candidateMobile: orNull(interview.candidateMobile),
    interviewDateTime: interview.interviewDateTime,
    feedback: orNull(interview.feedback),
    ...(interview.applicationId > 0 ? { openingCandidateDetailsId: interview.applicationId } : {}),
  };
}

export function findInterview(world: MockWorld, id: number): InterviewRow | null {
  return world.db.interview.findFirst({ where: { id: { equals: id } } });
}

/** Pending: soonest first, unscheduled last. Completed: latest first. */
export function sortInterviews(list: InterviewRow[], completed: boolean): InterviewRow[] {
  const at = (i: InterviewRow) => parseUpstreamDate(i.interviewDateTime);
  return [...list].sort((a, b) => {
    const x = at(a);
    const y = at(b);
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0) || a.id - b.id;
    return (completed ? y - x : x - y) || a.id - b.id;
  });
}
