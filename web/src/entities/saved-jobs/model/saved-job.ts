/**
 * A job the candidate kept for later, on this device: the job as the jobs feature held it when it was saved (so the
 * Saved list reads offline, and a job gone upstream still has its title), under the job's id.
 */
export interface SavedJob {
  id: string;
  /** The job as the jobs feature holds it (JSON); normalizeJob reads it back. */
  job: object;
  savedAt: number;
}

/** The list with the job saved, newest first (saving a saved job again keeps it where it was). */
export function withJobSaved(list: readonly SavedJob[], id: string, job: object, now: number): SavedJob[] {
  if (list.some((saved) => saved.id === id)) return [...list];
  return [{ id, job, savedAt: now }, ...list];
}

/** The list without the job. */
export function withoutJob(list: readonly SavedJob[], id: string): SavedJob[] {
  return list.filter((saved) => saved.id !== id);
}
