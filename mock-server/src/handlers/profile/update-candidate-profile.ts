import { badRequest, json, notFound } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { findCandidateById } from '../shared/candidates.ts';
import { usableMobile } from '../shared/profile-candidates.ts';
import { PINCODE_MESSAGE, pincodeValid, profileChanges, type ProfileUpdate } from './profile-update.ts';
import { profileView } from './profile-view.ts';

/** PUT candidate/{candidateId}: saves the profile form and answers the updated record. */
export const updateCandidateProfile: Handler = (request, world) => {
  const candidateId = request.params.candidateId as number;
  const body = request.body as ProfileUpdate;
  const bodyId = body.candidateId ?? 0;
  if (candidateId === 0 || (bodyId !== 0 && bodyId !== candidateId)) return badRequest('Candidate ID is required');
  if (!usableMobile(body.mobileNumber)) return badRequest('Mobile number is required');
  if (!pincodeValid(body.pincode)) return badRequest(PINCODE_MESSAGE);
  const candidate = findCandidateById(world, candidateId);
  if (!candidate) return notFound('Candidate not found');
  const updated = world.db.candidate.update({ where: { id: { equals: candidateId } }, data: profileChanges(body) }) ?? candidate;
  return json({ success: true, message: 'Profile updated successfully!', data: profileView(updated) });
};
