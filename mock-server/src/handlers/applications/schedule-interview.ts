import { DEMO_IDENTITIES } from '../../core/identities.ts';
import { json, notFound } from '../../core/responses.ts';
import { findApplication, moveApplication } from '../../domain/applications.ts';
import { candidateName, findCandidateById } from '../../domain/candidates.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { fillMessage } from '../../core/message-template.ts';

const MAX_SKILLS_TO_RATE = 5;
/** The timeline step's texts, with and without a place; the client's messages catalogue is keyed by them. */
const INTERVIEW_TEXT = 'Interview (round {{round}}) on {{when}}';
const INTERVIEW_AT_TEXT = 'Interview (round {{round}}) on {{when}} - {{where}}';

const interviewText = (round: string | number, when: string, where: string) =>
  fillMessage(where ? INTERVIEW_AT_TEXT : INTERVIEW_TEXT, { round, when, where });

/**
 * Schedules an interview: the application moves to Scheduled and the interview joins the pending list of
 * the mock's client (the demo client e-mail; the request names no client).
 */
export const scheduleInterview: Handler<'scheduleInterview'> = (request, world) => {
  const body = request.body;
  const application = findApplication(world, body.openingCandidateDetailId);
  if (!application) return notFound('Application not found');
  const when = body.interviewDateTime.length === 16 ? `${body.interviewDateTime}:00` : body.interviewDateTime;
  const job = world.jobs.get(application.jobId);
  const candidate = findCandidateById(world, application.candidateId);
  const activeSkillIds = (job?.skillIds ?? []).filter((id) => {
    const skill = world.db.skill.findFirst({ where: { id: { equals: id } } });
    return skill !== null && skill.active && !skill.generic;
  });
  const interview = world.db.interview.create({
    id: world.nextId('interview'),
    clientEmail: DEMO_IDENTITIES.clientEmail,
    applicationId: application.id,
    candidateName: candidate ? candidateName(candidate) || 'Candidate' : 'Candidate',
    candidateMobile: candidate?.mobile ?? '',
    designation: job?.jobName ?? '',
    city: job?.cityName ?? '',
    status: 'Scheduled',
    interviewDateTime: when,
    feedback: '',
    skillIds: activeSkillIds.slice(0, MAX_SKILLS_TO_RATE),
    ratings: [],
  });
  const where = [body.interviewMode, body.venue].filter(Boolean).join(', ');
  moveApplication(world, application.id, 'Scheduled', interviewText(body.interviewLevel, when, where));
  return json({ success: true, message: 'Interview scheduled successfully', interviewId: interview.id });
};
