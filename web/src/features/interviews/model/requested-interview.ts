import { interviewKey, type ClientInterview, type InterviewLists } from '#machines';

/** The interviews screen's two tabs. */
export type InterviewTab = 'pending' | 'completed';

/** The interview a link names (?interviewId=…), whose feedback opens once the lists are in. */
export function requestedInterviewId(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('interviewId') ?? '');
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The named interview and the tab it sits in (a completed one first), or null when neither list has it. */
export function findRequested(
  lists: InterviewLists,
  id: number,
): { interview: ClientInterview; tab: InterviewTab } | null {
  const completed = lists.completed.find((interview) => interviewKey(interview) === id);
  if (completed) return { interview: completed, tab: 'completed' };
  const pending = lists.pending.find((interview) => interviewKey(interview) === id);
  return pending ? { interview: pending, tab: 'pending' } : null;
}
