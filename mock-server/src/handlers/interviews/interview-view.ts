import { parseUpstreamDate } from '../../domain/dates.ts';
import { orNull } from '../../domain/values.ts';
import type { InterviewRow } from '../../store/db.ts';

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
