import { DEMO_IDENTITIES } from '../core/identities.ts';
import type { MockWorld } from '../core/world.ts';
import type { JobRecord } from '../generator/index.ts';

/**
 * Shared short links (GET /api/auth/getActualUrl?url=<code>):
 * - jB7xK2: the apply link of a Bengaluru job (opens its details on the home screen);
 * - iF4mQ9: the interview feedback screen for a pending interview of the demo client;
 * - pR0f1L: the profile screen.
 */
export const DEMO_LINKS = {
  applyForJob: 'jB7xK2',
  interviewFeedback: 'iF4mQ9',
  profile: 'pR0f1L',
} as const;

const PENDING_INTERVIEW = new Set(['scheduled', 'pending', 'confirmed', 'pending confirmation']);

/** The nearest job to central Bengaluru that states a salary. */
function linkedJob(world: MockWorld): JobRecord | undefined {
  return world.jobs.within(12.9716, 77.5946, 50).find(({ job }) => job.maxSalaryLimit !== null)?.job;
}

function applyForJobUrl(job: JobRecord): string {
  const params = new URLSearchParams({
    jobId: String(job.id),
    budgetId: String(job.budgetId),
    title: job.jobName,
    cityName: job.cityName,
    pincode: job.pincode,
    salary: String(job.maxSalaryLimit ?? 0),
    recruiterId: String(job.recruiterId),
  });
  return `/ApplyForJob?${params.toString().replace(/\+/g, '%20')}`;
}

function interviewFeedbackUrl(world: MockWorld): string {
  const pending = world.db.interview
    .findMany({ where: { clientEmail: { equals: DEMO_IDENTITIES.clientEmail } } })
    .filter((i) => PENDING_INTERVIEW.has(i.status.toLowerCase()) && i.feedback === '')
    .sort((a, b) => a.id - b.id)[0];
  const email = encodeURIComponent(DEMO_IDENTITIES.clientEmail);
  return `/interviewFeedbackScreen?isClient=true&emailId=${email}&mobileNumber=${pending ? `&interviewId=${pending.id}` : ''}`;
}

export function seedLinks(world: MockWorld): void {
  const job = linkedJob(world);
  if (job) world.db.shortLink.create({ code: DEMO_LINKS.applyForJob, url: applyForJobUrl(job) });
  world.db.shortLink.create({ code: DEMO_LINKS.interviewFeedback, url: interviewFeedbackUrl(world) });
  world.db.shortLink.create({ code: DEMO_LINKS.profile, url: '/profile' });
}
