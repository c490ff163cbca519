import { badRequest, json } from '../../core/responses.ts';
import { isDecided } from '../../domain/interviews.ts';
import { usableMobile } from '../../domain/mobile.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { interviewView, sortInterviews } from './interview-view.ts';

/** A client's interviews by e-mail (a candidate's by mobile when isClient is false), pending or completed. */
export const fetchClientInterviews: Handler<'fetchClientInterviews'> = (request, world) => {
  const { isClient = true, isComplete } = request.query;
  const email = (request.query.emailId ?? '').trim().toLowerCase();
  const mobile = usableMobile(request.query.mobileNumber);
  if (isClient && email === '') return badRequest('Email is required');
  if (!isClient && email === '' && !mobile) return badRequest('Email is required');
  const mine = world.db.interview
    .findMany({})
    .filter((i) => (email !== '' ? i.clientEmail.toLowerCase() === email : i.candidateMobile === mobile))
    .filter((i) => isDecided(i) === isComplete);
  return json({ success: true, data: sortInterviews(mine, isComplete).map(interviewView) });
};
