import type { NotificationItem } from './notification-model.ts';

/** The value of ?highlight= for an application update: the application it is about, else its job. */
export function highlightIdOf(item: NotificationItem): string | null {
  const { applicationId, jobId, budgetId, budgetCityId } = item.raw;
  const id = applicationId ?? jobId ?? budgetCityId ?? budgetId ?? item.id;
  return id === null || id === undefined ? null : String(id);
}

/** The job payload of the openJobDetails event, built from the notification's own fields. */
export function jobPayloadOf(item: NotificationItem): Record<string, unknown> {
  const n = item.raw;
  const id = n.jobId ?? n.budgetCityId ?? n.jobOpeningId ?? n.budgetId ?? null;
  const pincode = n.pincode ?? n.pinCode ?? '';
  const cityName = n.cityName ?? '';
  const jobName = n.budgetName ?? item.title;
  const salary = Number(n.salary);
  const skills = (n.skills ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return {
    id,
    jobId: n.jobId ?? id,
    budgetId: n.budgetId ?? null,
    budgetCityId: n.budgetCityId ?? null,
    positionId: n.budgetCityId ?? n.jobId ?? id,
    jobName,
    title: jobName,
    companyName: n.companyName ?? '',
    cityName,
    pincode: String(pincode),
    location: [cityName, String(pincode)].filter((part) => part !== '').join(' - '),
    maxSalaryLimit: Number.isFinite(salary) ? salary : null,
    jobDescription: n.jobDetails ?? item.body,
    jobDetails: n.jobDetails ?? item.body,
    jobType: n.jobType ?? undefined,
    experienceRequired: n.experience ?? undefined,
    skills,
    requirements: n.requirements ?? undefined,
    responsibilities: n.responsibilities ?? undefined,
    positionStatus: n.positionStatus ?? undefined,
    fromNotification: true,
  };
}
