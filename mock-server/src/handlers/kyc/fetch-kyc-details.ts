import { badRequest, json, notFound } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { findCandidateByMobile } from '../shared/candidates.ts';
import { orNull, usableMobile } from '../shared/profile-candidates.ts';

/** The KYC state; unchecked documents come as null. */
export const fetchCandidateKYCDetails: Handler = (request, world) => {
  const mobile = usableMobile(request.query.mobileNumber);
  if (!mobile) return badRequest('Mobile number is required');
  const candidate = findCandidateByMobile(world, mobile);
  if (!candidate) return notFound('Candidate not found');
  return json({
    success: true,
    data: {
      aadhaarVerified: candidate.aadhaarVerified,
      panVerified: candidate.panVerified,
      nameOnAadhaar: orNull(candidate.nameOnAadhaar),
      nameOnPan: orNull(candidate.nameOnPan),
      panNumber: orNull(candidate.panNumber),
      aadhaarNumber: orNull(candidate.aadhaarNumber),
      phoneNumber: candidate.mobile,
    },
  });
};
