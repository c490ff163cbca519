/** The documented demo identities (README and GET /__mock/demo). */
export const DEMO_IDENTITIES = {
  /** A rich candidate: profile, resume, skills, applications, referrals, earnings; KYC not done. */
  candidateMobile: '9876543210',
  /** A candidate with Aadhaar and PAN verified and a balance to claim. */
  kycCompleteMobile: '9123456780',
  /** A client interviewer with pending and completed interviews. */
  clientEmail: 'anita.desai@example.com',
} as const;

export const DEMO_CANDIDATE_ID = 100234;
export const KYC_COMPLETE_CANDIDATE_ID = 100235;
