import { badRequest, json } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { findOrCreateCandidate, usableMobile } from '../shared/profile-candidates.ts';
import { PINCODE_MESSAGE, pincodeValid, profileChanges, type ProfileUpdate } from './profile-update.ts';
import { profileView } from './profile-view.ts';

/** Creates the candidate of the mobile number, or updates the one it already has. */
export const addUpdateCandidate: Handler = (request, world) => {
  const body = request.body as ProfileUpdate;
  const mobile = usableMobile(body.mobileNumber);
  if (!mobile) return badRequest('Mobile number is required');
  if (!pincodeValid(body.pincode)) return badRequest(PINCODE_MESSAGE);
  const candidate = findOrCreateCandidate(world, mobile);
  if (!candidate) return badRequest('Mobile number is required');
  const updated = world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: profileChanges(body) }) ?? candidate;
  return json({ success: true, message: 'Candidate saved successfully', data: profileView(updated) });
};
