import { DEMO_IDENTITIES } from '../../core/identities.ts';
import { json, notFound } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { findCandidateById } from '../shared/candidates.ts';
import { candidateName } from '../shared/profile-candidates.ts';
import { findApplication } from './application-view.ts';
import { moveApplication } from './timeline.ts';

interface Body {
  openingCandidateDetailId: number;
  interviewDateTime: string;
  interviewLevel?: number;
  interviewMode?: string;
  venue?: string;
}

const MAX_SKILLS_TO_RATE = 5;

/**
 * Schedules an interview: the application moves to Scheduled and the interview joins the pending list of
 * the mock's client (the demo client e-mail; the request names no client).
 */
export const scheduleInterview: Handler = (request, world) => {
  const body = request.body as Body;
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
  const level = body.interviewLevel ?? 1;
  const where = [body.interviewMode, body.venue].filter(Boolean).join(', ');
  moveApplication(world, application.id, 'Scheduled', `Interview (round ${level}) on ${when}${where ? ` - ${where}` : ''}`);
  return json({ success: true, message: 'Interview scheduled successfully', interviewId: interview.id });
};
