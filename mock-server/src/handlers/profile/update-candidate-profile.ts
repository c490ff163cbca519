import { PIN_CODE } from '#contract/rules.ts';
import { badRequest, json, mobileRequired, notFound } from '../../core/responses.ts';
import { findCandidateById } from '../../domain/candidates.ts';
import { usableMobile } from '../../domain/mobile.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { pincodeValid, profileChanges } from './profile-update.ts';
import { profileView } from './profile-view.ts';

/** PUT candidate/{candidateId}: saves the profile form and answers the updated record. */
export const updateCandidateProfile: Handler<'updateCandidateProfile'> = (request, world) => {
  const { candidateId } = request.params;
  const { body } = request;
  const bodyId = body.candidateId ?? 0;
  if (candidateId === 0 || (bodyId !== 0 && bodyId !== candidateId)) return badRequest('Candidate ID is required');
  if (!usableMobile(body.mobileNumber)) return mobileRequired();
  if (!pincodeValid(body.pincode)) return badRequest(PIN_CODE.messages.invalid);
  const candidate = findCandidateById(world, candidateId);
  if (!candidate) return notFound('Candidate not found');
  const updated =
    world.db.candidate.update({ where: { id: { equals: candidateId } }, data: profileChanges(body) }) ?? candidate;
  return json({ success: true, message: 'Profile updated successfully!', data: profileView(updated) });
};
