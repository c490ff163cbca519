import { badRequest, json } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { closeAadhaarSession, findAadhaarSession, openAadhaarSession } from '../shared/kyc-sessions.ts';
import { findOrCreateCandidate, usableMobile } from '../shared/profile-candidates.ts';
import { AADHAAR_SUCCESS, verifyAadhaar } from './kyc-identity.ts';

/** Starts an Aadhaar OTP check; the code (the demo code) is answered later against the refId. */
export const getAadhaarOTP: Handler = (request, world) => {
  const aadhaarNumber = String(request.params.aadhaarNumber);
  return json({ success: true, message: 'OTP sent successfully', refId: openAadhaarSession(world, aadhaarNumber) });
};

interface Query {
  mobileNumber: string;
  aadhaarNumber: string;
  aadhaarOTP: string;
  refId: string;
}

/** Checks the code of a refId; success verifies the candidate's Aadhaar with that number. */
export const verifyCandidateAadhaarOtp: Handler = (request, world) => {
  const query = request.query as unknown as Query;
  const mobile = usableMobile(query.mobileNumber);
  if (!mobile) return badRequest('Mobile number is required');
  const refId = query.refId.trim();
  if (refId === '') return badRequest('Reference ID is required for Aadhaar verification');
  const session = findAadhaarSession(world, refId);
  if (!session || session.aadhaarNumber !== query.aadhaarNumber || session.code !== query.aadhaarOTP) {
    return badRequest('Invalid Aadhaar OTP');
  }
  const candidate = findOrCreateCandidate(world, mobile);
  if (!candidate) return badRequest('Mobile number is required');
  closeAadhaarSession(world, refId);
  const data = verifyAadhaar(world, candidate, session.aadhaarNumber);
  return json({ success: true, message: AADHAAR_SUCCESS, data });
};
