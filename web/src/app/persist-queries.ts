/**
 * Keeping the candidate's last answers across visits: TanStack Query's persister over IndexedDB, in
 * ./pwa/kept-answers.ts, fetched only when needed — offline at start (./pwa/offline-start.ts), once the first
 * screen is idle (./pwa/start-offline-support.ts), or at sign-out.
 */
export const keptAnswers = () => import('./pwa/kept-answers.ts');

/** Sign-out: the answers kept for candidates on this device are deleted, with any write of them still waiting. */
export function forgetPersistedAnswers(): void {
  void keptAnswers().then((kept) => kept.forgetCandidateAnswers());
}
