import { PAN_NUMBER } from '#contract/rules.ts';
import { badRequest, error, json, mobileRequired } from '../../core/responses.ts';
import { findOrCreateIfValid } from '../../domain/candidates.ts';
import { usableMobile } from '../../domain/mobile.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { nameForAadhaar } from './kyc-identity.ts';

/** Verifies the PAN once the Aadhaar is verified; the name on it is the Aadhaar name in capitals. */
export const verifyPan: Handler<'verifyPan'> = (request, world) => {
  const { query } = request;
  const mobile = usableMobile(query.mobileNumber);
  if (!mobile) return mobileRequired();
  const issuedFor = world.tokens.subjectOf(request.bearer);
  if (issuedFor !== undefined && issuedFor !== mobile) return error(401, 'Authentication failed');
  const panNumber = query.panNumber.trim().toUpperCase();
  if (panNumber === '') return badRequest(PAN_NUMBER.messages.required);
  if (!PAN_NUMBER.pattern.test(panNumber)) return badRequest(PAN_NUMBER.messages.invalid);
  const candidate = findOrCreateIfValid(world, mobile);
  if (!candidate) return mobileRequired();
  if (!candidate.aadhaarVerified)
    return badRequest('Please verify your Aadhaar first before proceeding with PAN verification');
  const nameOnPan = nameForAadhaar(world, candidate).toUpperCase();
  world.db.candidate.update({
    where: { id: { equals: candidate.id } },
    data: { panNumber, panVerified: true, nameOnPan },
  });
  return json({ success: true, message: 'PAN verification successful!', data: { nameOnPan, panNumber } });
};

/** Keeps the client's KYC object as it came (JSON text on the candidate). */
export const updateKycStatus: Handler<'updateKycStatus'> = (request, world) => {
  const { body } = request;
  const mobile = usableMobile(body.mobileNumber);
  if (!mobile) return mobileRequired();
  const candidate = findOrCreateIfValid(world, mobile);
  if (!candidate) return mobileRequired();
  world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: { kycExtra: JSON.stringify(body) } });
  return json({ success: true, message: 'KYC status updated successfully' });
};
