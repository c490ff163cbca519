/** Where a job's id may sit; ids arrive as numbers from searchJobs and as text from links and storage. */
export interface JobIdentity {
  id?: string | number | null;
  jobId?: string | number | null;
  positionId?: string | number | null;
  budgetCityId?: string | number | null;
}

function present(value: string | number | null | undefined): value is string | number {
  return value !== undefined && value !== null && value !== '';
}

/** A job's id may sit under id, jobId, positionId or budgetCityId. */
export function jobIdOf(job: JobIdentity): string | null {
  const found = [job.id, job.jobId, job.positionId, job.budgetCityId].find(present);
  return found === undefined ? null : String(found);
}

/** Appends the incoming jobs whose id is not already listed; jobs without an id are kept. */
export function mergeUniqueJobs<T extends JobIdentity>(existing: readonly T[], incoming: readonly T[]) {
  const seen = new Set(existing.map(jobIdOf).filter((id): id is string => id !== null));
  const added: T[] = [];
  for (const job of incoming) {
    const id = jobIdOf(job);
    if (id !== null) {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    added.push(job);
  }
  return { jobs: [...existing, ...added], added: added.length };
}
