import { AADHAAR_NUMBER, INDIAN_MOBILE, PAN_NUMBER, PIN_CODE } from '#contract/rules.ts';
import { MOBILE_REQUIRED } from '../core/responses.ts';

/**
 * Where the contract documents the exact message for a missing or invalid value, the mock answers
 * with it instead of the generic '<field> is required'. Each message is a documented 400 example of
 * its operation (checked by a test); the rule messages come from openapi/rules.ts.
 */
interface Override {
  message: string;
  /** 'missing': only when the value is absent; 'any': for every problem with the value. */
  when: 'missing' | 'any';
}

const latLng: Record<string, Override> = {
  latitude: { message: 'Latitude and longitude are required', when: 'missing' },
  longitude: { message: 'Latitude and longitude are required', when: 'missing' },
};
const mobile: Record<string, Override> = { mobileNumber: { message: MOBILE_REQUIRED, when: 'missing' } };
/** Sign-in answers a malformed number with the mobile rule's own message. */
const signInMobile: Record<string, Override> = {
  mobileNumber: { message: INDIAN_MOBILE.messages.invalid, when: 'any' },
};
const pinCode: Record<string, Override> = { pincode: { message: PIN_CODE.messages.invalid, when: 'any' } };

export const DOCUMENTED_MESSAGES: Record<string, Record<string, Override>> = {
  searchJobs: latLng,
  generateOTP: signInMobile,
  validateOTP: signInMobile,
  fetchJobsByCoordinatesWithPagination: latLng,
  fetchJobsWithFilters: latLng,
  fetchJobFilterOptions: latLng,
  applyForJob: { positionId: { message: 'Position ID is required to apply for a job', when: 'missing' } },
  markNotificationReadStatus: { notificationId: { message: 'Invalid notificationId', when: 'any' } },
  setNotificationEngagementFlag: { candidateId: { message: 'candidateId is required', when: 'any' } },
  fetchApplicationTimeline: {
    openingCandidateDetailId: { message: 'openingCandidateDetailId is required', when: 'missing' },
  },
  verifyPan: { ...mobile, panNumber: { message: PAN_NUMBER.messages.required, when: 'missing' } },
  transferToUpi: mobile,
  myEarnings: mobile,
  paymentRequest: mobile,
  fetchCandidateKYCDetails: mobile,
  fetchCandidateSkills: mobile,
  fetchCandidateInactiveSkills: mobile,
  addUpdateCandidate: { ...mobile, ...pinCode },
  getAadhaarOTP: { aadhaarNumber: { message: AADHAAR_NUMBER.messages.invalid, when: 'any' } },
  getDetailsWithMob: { mobile: { message: 'Invalid mobile number', when: 'any' } },
  fetchClientInterviews: { isComplete: { message: 'isComplete must be true or false', when: 'any' } },
  saveCandidateDetails: { fullName: { message: 'Full name is required', when: 'missing' } },
  getApplicationStatus: {
    candidateId: { message: 'candidateId and jobId must be numbers', when: 'any' },
    jobId: { message: 'candidateId and jobId must be numbers', when: 'any' },
  },
  verifyAadhaarCard: { ...mobile, file: { message: 'Aadhaar file is required', when: 'missing' } },
  verifyCandidateAadhaarPdf: { ...mobile, file: { message: 'Aadhaar file is required', when: 'missing' } },
  verifyCandidateAadhaarOtp: {
    ...mobile,
    refId: { message: 'Reference ID is required for Aadhaar verification', when: 'missing' },
  },
  updateCandidateResume: {
    candidateId: { message: 'Candidate ID is required', when: 'missing' },
    resume: { message: 'Resume file is required or invalid format', when: 'missing' },
  },
  updateCandidateProfile: { ...mobile, ...pinCode, candidateId: { message: 'Candidate ID is required', when: 'any' } },
};

export function documentedMessage(operationId: string, field: string, missing: boolean): string | undefined {
  const override = DOCUMENTED_MESSAGES[operationId]?.[field];
  if (!override) return undefined;
  return override.when === 'any' || missing ? override.message : undefined;
}
