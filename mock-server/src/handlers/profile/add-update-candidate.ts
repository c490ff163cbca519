import { PIN_CODE } from '#contract/rules.ts';
import { badRequest, json, mobileRequired } from '../../core/responses.ts';
import { findOrCreateIfValid } from '../../domain/candidates.ts';
import { usableMobile } from '../../domain/mobile.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { pincodeValid, profileChanges } from './profile-update.ts';
import { profileView } from './profile-view.ts';

/** Creates the candidate of the mobile number, or updates the one it already has. */
export const addUpdateCandidate: Handler<'addUpdateCandidate'> = (request, world) => {
  const { body } = request;
  const mobile = usableMobile(body.mobileNumber);
  if (!mobile) return mobileRequired();
  if (!pincodeValid(body.pincode)) return badRequest(PIN_CODE.messages.invalid);
  const candidate = findOrCreateIfValid(world, mobile);
  if (!candidate) return mobileRequired();
  const updated =
    world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: profileChanges(body) }) ?? candidate;
  return json({ success: true, message: 'Candidate saved successfully', data: profileView(updated) });
};
