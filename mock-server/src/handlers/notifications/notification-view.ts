import type { components } from '#contract/schema.d.ts';
import type { MockWorld } from '../../core/world.ts';
import { GENERIC_SKILLS } from '../../generator/index.ts';
import type { NotificationRow } from '../../store/db.ts';

const GENERIC_NAMES = new Set(GENERIC_SKILLS.map((s) => s.skillName));

/** A notification as the upstream answers it, with the job it is about. */
export function notificationView(world: MockWorld, row: NotificationRow): components['schemas']['Notification'] {
  const job = world.jobs.get(row.jobId);
  return {
    notificationId: row.id,
    notificationType: row.notificationType,
    readStatus: row.readStatus,
    title: row.title,
    body: row.body,
    sentOn: row.sentOn,
    candidateId: row.candidateId,
    applicationId: row.applicationId > 0 ? row.applicationId : null,
    positionStatus: row.positionStatus || null,
    ...(job
      ? {
          jobId: job.id,
          budgetCityId: job.id,
          budgetId: job.budgetId,
          budgetName: job.jobName,
          companyName: job.companyName,
          cityName: job.cityName,
          pincode: job.pincode,
          salary: job.maxSalaryLimit,
          jobDetails: job.jobDescription,
          jobType: job.jobType,
          experience: job.experienceRequired,
          skills: job.skills.filter((s) => !GENERIC_NAMES.has(s)).join(', '),
          requirements: job.requirements,
          responsibilities: job.responsibilities,
        }
      : {}),
  };
}
