import { json, mobileRequired, notFound } from '../../core/responses.ts';
import { findCandidateByMobile } from '../../domain/candidates.ts';
import { usableMobile } from '../../domain/mobile.ts';
import { orNull } from '../../domain/values.ts';
import type { Handler } from '../../pipeline/handler.ts';

/** The KYC state; unchecked documents come as null. */
export const fetchCandidateKYCDetails: Handler<'fetchCandidateKYCDetails'> = (request, world) => {
  const mobile = usableMobile(request.query.mobileNumber);
  if (!mobile) return mobileRequired();
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
