import { cleanFullName, normalizeReferralMobile } from '#machines';

/** What a referral earns in rupees once the candidate joins and completes one month (the spec's ₹500). */
export const REFERRAL_REWARD_RUPEES = 500;

export interface ReferredCandidate {
  mobileNumber: string;
  candidateName: string;
}

/** What the name input keeps: letters and single spaces. */
export const nameInput = (raw: string) => cleanFullName(raw).slice(0, 50);

/** What the mobile input keeps: a leading +91 or 91 dropped, then up to 10 digits. */
export const mobileInput = (raw: string) => normalizeReferralMobile(raw).replace(/\D/g, '').slice(0, 10);
