import { badRequest, json, notFound } from '../../core/responses.ts';
import { findCandidateByMobile } from '../../domain/candidates.ts';
import { usableMobile } from '../../domain/mobile.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { profileView } from './profile-view.ts';

/**
 * The candidate record. A number that signed in has a record (a new one holds only the mobile and the
 * id); 404 means the number never signed in.
 */
export const getDetailsWithMob: Handler<'getDetailsWithMob'> = (request, world) => {
  const mobile = usableMobile(request.params.mobile);
  if (!mobile) return badRequest('Invalid mobile number');
  const candidate = findCandidateByMobile(world, mobile);
  if (!candidate) return notFound('Candidate not found');
  return json(profileView(candidate));
};
