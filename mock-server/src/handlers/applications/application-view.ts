import type { MockWorld } from '../../core/world.ts';
import type { ApplicationRow } from '../../store/db.ts';

/** One application as the applications list answers it, joined with its job. */
export function applicationView(world: MockWorld, application: ApplicationRow) {
  const job = world.jobs.get(application.jobId);
  return {
    id: application.id,
    applicationId: application.id,
    openingCandidateDetailId: application.id,
    budgetId: job?.budgetId ?? (application.budgetId || null),
    jobId: application.jobId,
    jobName: job?.jobName ?? null,
    companyName: job?.companyName ?? null,
    cityName: job?.cityName ?? null,
    pincode: job?.pincode ?? null,
    maxSalaryLimit: job?.maxSalaryLimit ?? null,
    appliedOn: application.appliedOn || null,
    lastUpdatedOn: application.lastUpdatedOn || application.appliedOn || null,
    candidateStatus: application.candidateStatus || 'Submitted',
    jobDetails: job?.jobDescription ?? null,
    responsibilities: job?.responsibilities ?? null,
    requirements: job?.requirements ?? null,
    skills: job ? [...job.skills] : null,
  };
}

/** One entry of the Recent Activity list. */
export function recentView(world: MockWorld, application: ApplicationRow) {
  const job = world.jobs.get(application.jobId);
  return {
    applicationId: application.id,
    id: application.id,
    budgetName: job?.budgetName ?? null,
    jobName: job?.jobName ?? null,
    companyName: job?.companyName ?? null,
    appliedOn: application.appliedOn || null,
    candidateStatus: application.candidateStatus || 'Submitted',
  };
}

export function candidateApplications(world: MockWorld, candidateId: number): ApplicationRow[] {
  return world.db.application.findMany({ where: { candidateId: { equals: candidateId } } });
}
