/**
 * The candidate's KYC state as the KYC and claim machines hold it: both flags settled, names and numbers
 * only when known (fetchCandidateKYCDetails leaves every field optional and nullable).
 */
export interface KycStatus {
  aadhaarVerified: boolean;
  panVerified: boolean;
  nameOnAadhaar?: string;
  nameOnPan?: string;
  aadhaarNumber?: string;
  panNumber?: string;
}
