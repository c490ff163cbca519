import { badRequest, json } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { usableMobile } from '../shared/profile-candidates.ts';
import { interviewView, isDecided, sortInterviews } from './interview-view.ts';

interface Query {
  mobileNumber?: string;
  emailId?: string;
  isClient: boolean;
  isComplete: boolean;
}

/** A client's interviews by e-mail (a candidate's by mobile when isClient is false), pending or completed. */
export const fetchClientInterviews: Handler = (request, world) => {
  const query = request.query as unknown as Query;
  const email = (query.emailId ?? '').trim().toLowerCase();
  const mobile = usableMobile(query.mobileNumber);
  if (query.isClient && email === '') return badRequest('Email is required');
  if (!query.isClient && email === '' && !mobile) return badRequest('Email is required');
  const mine = world.db.interview
    .findMany({})
    .filter((i) => (email !== '' ? i.clientEmail.toLowerCase() === email : i.candidateMobile === mobile))
    .filter((i) => isDecided(i) === query.isComplete);
  return json({ success: true, data: sortInterviews(mine, query.isComplete).map(interviewView) });
};
