import { profileCompletion, type KycStatus, type ProfileCompletion } from '#machines';
import type { Candidate } from '#web/entities/candidate/index.ts';

export interface CompletionFacts {
  profile: Candidate | null;
  /** The signed-in number, counted when the record has none. */
  mobile: string;
  skillCount: number;
  kyc: KycStatus;
}

/** Profile Completion from what the screen has loaded: the record's facts, the saved skills and the KYC state. */
export function completionOf({ profile, mobile, skillCount, kyc }: CompletionFacts): ProfileCompletion {
  return profileCompletion({
    fullName: profile?.fullName ?? '',
    mobile: profile?.mobile || mobile,
    email: profile?.email ?? '',
    hasResume: Boolean(profile?.filePath),
    skillCount,
    aadhaarVerified: kyc.aadhaarVerified,
    panVerified: kyc.panVerified,
  });
}
