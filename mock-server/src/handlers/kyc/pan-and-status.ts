import { badRequest, error, json } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { nationalNumber } from '../shared/candidates.ts';
import { findOrCreateCandidate, usableMobile } from '../shared/profile-candidates.ts';
import { nameForAadhaar } from './kyc-identity.ts';

const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** The mobile number a per-mobile token was issued for (tokens read `mock.mobile-<n>.…`); undefined for service tokens. */
function tokenMobile(bearer: string | undefined): string | undefined {
  const match = /^mock\.mobile-(\d+)\./.exec(bearer ?? '');
  return match?.[1] === undefined ? undefined : nationalNumber(match[1]);
}

/** Verifies the PAN once the Aadhaar is verified; the name on it is the Aadhaar name in capitals. */
export const verifyPan: Handler = (request, world) => {
  const query = request.query as { mobileNumber: string; panNumber: string };
  const mobile = usableMobile(query.mobileNumber);
  if (!mobile) return badRequest('Mobile number is required');
  const issuedFor = tokenMobile(request.bearer);
  if (issuedFor !== undefined && issuedFor !== mobile) return error(401, 'Authentication failed');
  const panNumber = query.panNumber.trim().toUpperCase();
  if (panNumber === '') return badRequest('PAN number is required');
  if (!PAN.test(panNumber)) return badRequest('Please enter a valid 10-character PAN number');
  const candidate = findOrCreateCandidate(world, mobile);
  if (!candidate) return badRequest('Mobile number is required');
  if (!candidate.aadhaarVerified) return badRequest('Please verify your Aadhaar first before proceeding with PAN verification');
  const nameOnPan = nameForAadhaar(world, candidate).toUpperCase();
  world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: { panNumber, panVerified: true, nameOnPan } });
  return json({ success: true, message: 'PAN verification successful!', data: { nameOnPan, panNumber } });
};

/** Keeps the client's KYC object as it came (JSON text on the candidate). */
export const updateKycStatus: Handler = (request, world) => {
  const body = request.body as Record<string, unknown>;
  const mobile = usableMobile(body.mobileNumber);
  if (!mobile) return badRequest('Mobile number is required');
  const candidate = findOrCreateCandidate(world, mobile);
  if (!candidate) return badRequest('Mobile number is required');
  world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: { kycExtra: JSON.stringify(body) } });
  return json({ success: true, message: 'KYC status updated successfully' });
};
