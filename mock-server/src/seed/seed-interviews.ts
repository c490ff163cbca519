import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES } from '../core/identities.ts';
import type { MockWorld } from '../core/world.ts';
import { DAY_MS, ZERO_DATE, upstreamDateTime } from '../domain/dates.ts';
import { CITIES, DESIGNATIONS, createRng, person, type Rng } from '../generator/index.ts';

/** A second client, so lists are seen to be per client. */
const OTHER_CLIENT_EMAIL = 'vikram.rao@example.com';

interface Plan {
  client: string;
  status: string;
  /** Days from now at the given IST time; null for not scheduled ('' or the zero date). */
  when: { days: number; time: string } | null | 'zero';
  feedback?: string;
  /** Rating range for decided interviews; none means nothing was rated. */
  ratings?: [number, number];
}

const anita = DEMO_IDENTITIES.clientEmail;
const PLANS: readonly Plan[] = [
  { client: anita, status: 'Scheduled', when: { days: 1, time: '11:30:00' } },
  { client: anita, status: 'Confirmed', when: { days: 2, time: '15:00:00' } },
  { client: anita, status: 'Pending Confirmation', when: 'zero' },
  { client: anita, status: 'Pending', when: null },
  {
    client: anita,
    status: 'Selected',
    when: { days: -5, time: '10:00:00' },
    ratings: [3, 5],
    feedback: 'Clear communication and solid hands-on knowledge of the role. Recommended for the next step.',
  },
  {
    client: anita,
    status: 'Rejected',
    when: { days: -8, time: '14:30:00' },
    ratings: [1, 3],
    feedback: 'Basics of the role were not clear; could not answer the practical questions.',
  },
  { client: anita, status: 'NoShow', when: { days: -3, time: '12:00:00' } },
  { client: OTHER_CLIENT_EMAIL, status: 'Scheduled', when: { days: 4, time: '16:00:00' } },
  {
    client: OTHER_CLIENT_EMAIL,
    status: 'Selected',
    when: { days: -10, time: '11:00:00' },
    ratings: [4, 5],
    feedback: 'Strong fit for the team.',
  },
];

function dateTime(world: MockWorld, when: Plan['when']): string {
  if (when === null) return '';
  if (when === 'zero') return ZERO_DATE;
  return `${upstreamDateTime(world.clock.now() + when.days * DAY_MS).slice(0, 10)} ${when.time}`;
}

const skillsFor = (skillIds: readonly number[], rng: Rng) =>
  rng.pickSome(skillIds, rng.int(2, Math.min(5, skillIds.length)));

/** The demo candidate's 'Scheduled' application is one of the demo client's pending interviews. */
function seedDemoCandidateInterview(world: MockWorld, id: number): void {
  const application = world.db.application.findFirst({
    where: { candidateId: { equals: DEMO_CANDIDATE_ID }, candidateStatus: { equals: 'Scheduled' } },
  });
  const job = application ? world.jobs.get(application.jobId) : undefined;
  if (!application || !job) return;
  world.db.interview.create({
    id,
    clientEmail: anita,
    applicationId: application.id,
    candidateName: 'Priya Sharma',
    candidateMobile: DEMO_IDENTITIES.candidateMobile,
    designation: job.jobName,
    city: job.cityName,
    status: 'Scheduled',
    interviewDateTime: dateTime(world, { days: 3, time: '10:00:00' }),
    feedback: '',
    skillIds: job.skillIds.filter((s) => s < 900).slice(0, 5),
    ratings: [],
  });
}

/** The demo client's pending and completed interviews (and a second client's), dated around the mock clock. */
export function seedInterviews(world: MockWorld): void {
  const rng = createRng(world.options.seed + 3003);
  const cities = CITIES.filter((c) => c.tier <= 2);
  PLANS.forEach((plan, i) => {
    const designation = rng.pick(DESIGNATIONS);
    const someone = person(rng);
    const skillIds = skillsFor(designation.skillIds, rng);
    const rated = plan.ratings;
    world.db.interview.create({
      id: 9051 + i,
      clientEmail: plan.client,
      applicationId: 44101 + i,
      candidateName: someone.fullName,
      candidateMobile: someone.mobile,
      designation: designation.name,
      city: rng.pick(cities).name,
      status: plan.status,
      interviewDateTime: dateTime(world, plan.when),
      feedback: plan.feedback ?? '',
      skillIds,
      ratings: rated
        ? skillIds.map(() => rng.int(rated[0], rated[1]))
        : plan.status === 'NoShow'
          ? skillIds.map(() => 0)
          : [],
    });
  });
  seedDemoCandidateInterview(world, 9051 + PLANS.length);
}
