import type { components } from '#contract/schema.d.ts';
import { badRequest, error, json, notFound } from '../../core/responses.ts';
import { findApplication, moveApplication } from '../../domain/applications.ts';
import { findInterview, isDecided } from '../../domain/interviews.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { fillMessage } from '../../core/message-template.ts';

/** The skills to rate, the ratings given (none before feedback, 0 for a skill left unrated) and the comment. */
export const fetchInterviewFeedback: Handler<'fetchInterviewFeedback'> = (request, world) => {
  const interview = findInterview(world, request.query.interviewId);
  if (!interview) return notFound('Interview not found');
  const budgetCitySkills = interview.skillIds.flatMap((id) => {
    const skill = world.db.skill.findFirst({ where: { id: { equals: id } } });
    return skill ? [{ skillId: skill.id, skillName: skill.skillName }] : [];
  });
  const candidateSkills = isDecided(interview)
    ? budgetCitySkills.map((s, i) => ({ skillId: s.skillId, rating: interview.ratings[i] ?? 0 }))
    : [];
  return json({ success: true, data: { budgetCitySkills, candidateSkills, interviewFeedback: interview.feedback } });
};

type Decision = components['schemas']['InterviewDecision'];

const APPLICATION_STATUS: Readonly<Record<Decision, string>> = {
  Selected: 'Selected',
  Rejected: 'Rejected',
  NoShow: 'No Show',
};
/** The timeline step's text when the client wrote no feedback; the client's messages catalogue is keyed by it. */
const INTERVIEW_OUTCOME_TEXT = 'Interview outcome: {{status}}';
const RATING_MESSAGE = 'Rating must be between 1 and 5';

/**
 * Records the decision, comment and ratings once. Selected and Rejected need every rating given to be 1
 * to 5 (the {"0": 0} placeholder aside); a skill left out is stored as 0, as the client's own check
 * ('Skill Mandatory') is what insists on a rating for each. NoShow ignores the ratings.
 */
export const updateInterviewFeedback: Handler<'updateInterviewFeedback'> = (request, world) => {
  const { query, body: ratingsGiven } = request;
  const interview = findInterview(world, query.interviewId);
  if (!interview) return notFound('Interview not found');
  if (isDecided(interview)) return error(409, 'Feedback has already been submitted for this interview');
  const decision = query.candidateStatus;
  if (decision !== 'NoShow') {
    const outOfRange = Object.entries(ratingsGiven).some(([id, rating]) => id !== '0' && (rating < 1 || rating > 5));
    if (outOfRange) return badRequest(RATING_MESSAGE, { error: 'INVALID_RATING' });
  }
  const ratings = interview.skillIds.map((id) => {
    const rating = ratingsGiven[String(id)] ?? 0;
    return rating >= 1 && rating <= 5 ? rating : 0;
  });
  const feedback = (query.interviewFeedback ?? '').trim();
  world.db.interview.update({ where: { id: { equals: interview.id } }, data: { status: decision, feedback, ratings } });
  if (findApplication(world, interview.applicationId)) {
    moveApplication(
      world,
      interview.applicationId,
      APPLICATION_STATUS[decision],
      feedback || fillMessage(INTERVIEW_OUTCOME_TEXT, { status: APPLICATION_STATUS[decision] }),
    );
  }
  return json({ success: true, message: 'Feedback submitted successfully' });
};
