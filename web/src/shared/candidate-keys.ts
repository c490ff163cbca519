/**
 * The signed-in candidate's data in the query cache: one key per kind, shared by every screen that reads it, so a
 * change made on one screen (a profile edit, saved skills, a verified KYC check) refreshes all of them. A screen
 * that keeps more beside a kind (the profile's skill catalogue) extends that kind's key, and invalidating the
 * kind reaches it too. The home screen's queries (the apply feature's record, the job list's skills) spell the same
 * keys out to keep this module out of the home route's first load; `app/candidate-keys.test.ts` holds them equal.
 */
export const candidateKeys = {
  all: ['candidate'] as const,
  /** getDetailsWithMob's record, as the apply feature reads it. */
  profile: (mobile: string) => ['candidate', 'profile', mobile] as const,
  skills: (mobile: string) => ['candidate', 'skills', mobile] as const,
  kyc: (mobile: string) => ['candidate', 'kyc', mobile] as const,
};
