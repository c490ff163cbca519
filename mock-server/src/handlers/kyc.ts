import type { HandlerTable } from '../pipeline/handler.ts';
import { verifyAadhaarCard, verifyCandidateAadhaarPdf } from './kyc/aadhaar-documents.ts';
import { getAadhaarOTP, verifyCandidateAadhaarOtp } from './kyc/aadhaar-otp.ts';
import { fetchCandidateKYCDetails } from './kyc/fetch-kyc-details.ts';
import { updateKycStatus, verifyPan } from './kyc/pan-and-status.ts';

export const kycHandlers = {
  fetchCandidateKYCDetails,
  getAadhaarOTP,
  verifyCandidateAadhaarOtp,
  verifyAadhaarCard,
  verifyCandidateAadhaarPdf,
  verifyPan,
  updateKycStatus,
} satisfies Partial<HandlerTable>;
