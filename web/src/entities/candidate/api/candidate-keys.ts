/**
 * The signed-in candidate's data in the query cache: one key per kind, shared by every screen that reads it, so a
 * write on one screen (a profile edit, saved skills, a verified KYC check) refreshes all of them. A view that keeps
 * more beside a kind (My Profile's skill catalogue) extends that kind's key, and invalidating the kind reaches it.
 */
export const candidateKeys = {
  /** getDetailsWithMob's record. */
  record: (mobile: string) => ['candidate', 'record', mobile] as const,
  /** The candidate's skill names. */
  skills: (mobile: string) => ['candidate', 'skills', mobile] as const,
  /** The skills read against the catalogue, with suggestions (My Profile). */
  skillsWithCatalogue: (mobile: string) => [...candidateKeys.skills(mobile), 'with-catalogue'] as const,
  kyc: (mobile: string) => ['candidate', 'kyc', mobile] as const,
};
