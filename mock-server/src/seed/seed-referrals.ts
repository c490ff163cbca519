import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import type { MockWorld } from '../core/world.ts';
import { DAY_MS, upstreamDateTime } from '../domain/dates.ts';
import { DIRECT_REFERRAL, REFERRAL_REWARD } from '../domain/referrals.ts';
import { createRng, person, type JobRecord, type Rng } from '../generator/index.ts';

/** Seeded referral ids start here, far below the ids handed out at run time. */
const FIRST_SEED_REFERRAL_ID = 7001;

interface Stage {
  status: string;
  daysAgo: number;
  appliedCount: number;
  direct?: boolean;
}

/** The demo candidate's referrals: one at every stage a referral passes through. */
export const DEMO_REFERRAL_STAGES: readonly Stage[] = [
  { status: 'Pending', daysAgo: 3, appliedCount: 0, direct: true },
  { status: 'PENDING', daysAgo: 6, appliedCount: 0 },
  { status: 'SIGN IN PENDING', daysAgo: 10, appliedCount: 0 },
  { status: 'APPLIED', daysAgo: 14, appliedCount: 1 },
  { status: 'IN PROCESS', daysAgo: 20, appliedCount: 1 },
  { status: 'Interview', daysAgo: 26, appliedCount: 2 },
  { status: 'SELECTED', daysAgo: 33, appliedCount: 1 },
  { status: 'REJECTED', daysAgo: 40, appliedCount: 1 },
  { status: 'HIRED', daysAgo: 45, appliedCount: 1 },
  { status: 'Hired', daysAgo: 52, appliedCount: 2, direct: true },
  { status: 'NOT JOINED', daysAgo: 55, appliedCount: 1, direct: true },
  { status: 'JOINED', daysAgo: 60, appliedCount: 1 },
  { status: 'Completed One Month', daysAgo: 75, appliedCount: 1 },
];

/** The KYC-complete candidate's referrals: people who joined, most past their first month (his earnings). */
const KYC_REFERRAL_STAGES: readonly Stage[] = [
  { status: 'Completed One Month', daysAgo: 95, appliedCount: 1 },
  { status: 'Completed One Month', daysAgo: 80, appliedCount: 2 },
  { status: 'Completed One Month', daysAgo: 70, appliedCount: 1 },
  { status: 'JOINED', daysAgo: 35, appliedCount: 1 },
];

const COMPLETED = 'Completed One Month';

interface SeedState {
  rng: Rng;
  /** Mobiles in use: the demo people's and those already referred. */
  taken: Set<string>;
  nextId: () => number;
}

function referStages(
  world: MockWorld,
  state: SeedState,
  referrerId: number,
  stages: readonly Stage[],
  jobs: JobRecord[],
): void {
  const { rng, taken } = state;
  for (const stage of stages) {
    let someone = person(rng);
    while (taken.has(someone.mobile)) someone = person(rng);
    taken.add(someone.mobile);
    const job = stage.direct || jobs.length === 0 ? undefined : rng.pick(jobs);
    const referredAt = world.clock.now() - stage.daysAgo * DAY_MS - rng.int(0, 10 * 60) * 60_000;
    world.db.referral.create({
      id: state.nextId(),
      referrerCandidateId: referrerId,
      name: someone.fullName,
      mobile: someone.mobile,
      email: rng.chance(0.6) ? someone.email : '',
      status: stage.status,
      referredDate: upstreamDateTime(referredAt),
      appliedCount: stage.appliedCount,
      jobId: job?.id ?? 0,
      jobTitle: job?.jobName ?? DIRECT_REFERRAL,
      reward: stage.status === COMPLETED ? REFERRAL_REWARD : 0,
    });
  }
}

const jobsNear = (world: MockWorld, latitude: number, longitude: number): JobRecord[] =>
  world.jobs
    .within(latitude, longitude, 30)
    .slice(0, 40)
    .map(({ job }) => job);

export function seedReferrals(world: MockWorld): void {
  let id = FIRST_SEED_REFERRAL_ID;
  const state: SeedState = {
    rng: createRng(world.options.seed + 4101),
    taken: new Set([DEMO_IDENTITIES.candidateMobile, DEMO_IDENTITIES.kycCompleteMobile]),
    nextId: () => id++,
  };
  referStages(world, state, DEMO_CANDIDATE_ID, DEMO_REFERRAL_STAGES, jobsNear(world, 12.9716, 77.5946));
  referStages(world, state, KYC_COMPLETE_CANDIDATE_ID, KYC_REFERRAL_STAGES, jobsNear(world, 18.5204, 73.8567));
}
