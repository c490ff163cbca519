import { badRequest, json, mobileRequired } from '../../core/responses.ts';
import { findOrCreateIfValid } from '../../domain/candidates.ts';
import { usableMobile } from '../../domain/mobile.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { closeAadhaarSession, findAadhaarSession, openAadhaarSession } from './aadhaar-sessions.ts';
import { AADHAAR_SUCCESS, verifyAadhaar } from './kyc-identity.ts';

/** Starts an Aadhaar OTP check; the code (the demo code) is answered later against the refId. */
export const getAadhaarOTP: Handler<'getAadhaarOTP'> = (request, world) => {
  return json({
    success: true,
    message: 'OTP sent successfully',
    refId: openAadhaarSession(world, request.params.aadhaarNumber),
  });
};

/** Checks the code of a refId; success verifies the candidate's Aadhaar with that number. */
export const verifyCandidateAadhaarOtp: Handler<'verifyCandidateAadhaarOtp'> = (request, world) => {
  const { query } = request;
  const mobile = usableMobile(query.mobileNumber);
  if (!mobile) return mobileRequired();
  const refId = query.refId.trim();
  if (refId === '') return badRequest('Reference ID is required for Aadhaar verification');
  const session = findAadhaarSession(world, refId);
  if (!session || session.aadhaarNumber !== query.aadhaarNumber || session.code !== query.aadhaarOTP) {
    return badRequest('Invalid Aadhaar OTP');
  }
  const candidate = findOrCreateIfValid(world, mobile);
  if (!candidate) return mobileRequired();
  closeAadhaarSession(world, refId);
  const data = verifyAadhaar(world, candidate, session.aadhaarNumber);
  return json({ success: true, message: AADHAAR_SUCCESS, data });
};
