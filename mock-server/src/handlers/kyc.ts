import { error } from '../core/responses.ts';
import type { HandlerMap } from '../pipeline/handler.ts';

const pending = () => error(501, 'Not implemented yet');

export const kycHandlers: HandlerMap = {
  fetchCandidateKYCDetails: pending,
  getAadhaarOTP: pending,
  verifyCandidateAadhaarOtp: pending,
  verifyAadhaarCard: pending,
  verifyCandidateAadhaarPdf: pending,
  verifyPan: pending,
  updateKycStatus: pending,
};
