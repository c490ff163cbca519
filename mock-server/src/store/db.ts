import { factory, nullable, primaryKey } from '@mswjs/data';
import type { components } from '#contract/schema.d.ts';

const list =
  <T>() =>
  (): T[] => [];
/** A text column that holds one of a few values (every write names the value; the getter gives the type). */
const enumText =
  <T extends string>(first: T) =>
  (): T =>
    first;

/**
 * The mock upstream's changing state: candidates and everything they own, the skill catalogue,
 * interviews and links. The seed fills it and handlers change it.
 *
 * Jobs are not kept here but in JobIndex (job-index.ts): they never change, every hot call reads
 * them by id or by distance, and a generic-store lookup costs about 12 ms over 5,000 jobs, while
 * creating them here took 1.0 s of a 1.3 s start and doubled the heap of a 100,000-job world.
 */
export function createDb() {
  return factory({
    skill: { id: primaryKey(Number), skillName: String, active: Boolean, generic: Boolean },
    candidate: {
      id: primaryKey(Number),
      mobile: String,
      firstName: String,
      middleName: String,
      lastName: String,
      fullName: String,
      email: String,
      cityName: String,
      pincode: nullable(Number),
      expectedSalary: nullable(Number),
      experience: String,
      noticePeriod: String,
      currentLatitude: nullable(Number),
      currentLongitude: nullable(Number),
      currentCityName: String,
      resumeFileName: String,
      filePath: String,
      skillIds: list<number>(),
      inactiveSkillIds: list<number>(),
      aadhaarNumber: String,
      aadhaarVerified: Boolean,
      nameOnAadhaar: String,
      panNumber: String,
      panVerified: Boolean,
      nameOnPan: String,
      kycExtra: String,
      engaged: Boolean,
      deviceToken: String,
      createdOn: String,
    },
    application: {
      id: primaryKey(Number),
      candidateId: Number,
      jobId: Number,
      budgetId: Number,
      candidateStatus: String,
      appliedOn: String,
      lastUpdatedOn: String,
      recruiterId: Number,
      useCurrentResume: Boolean,
    },
    timelineEvent: {
      id: primaryKey(Number),
      applicationId: Number,
      status: String,
      description: String,
      processedOn: String,
    },
    referral: {
      id: primaryKey(Number),
      referrerCandidateId: Number,
      name: String,
      mobile: String,
      email: String,
      status: String,
      referredDate: String,
      appliedCount: Number,
      jobId: Number,
      jobTitle: String,
      reward: Number,
    },
    deposit: {
      id: primaryKey(Number),
      candidateId: Number,
      depositedOn: String,
      referredOn: String,
      earnedAmount: Number,
      amountEarnedAgainst: String,
    },
    claim: {
      id: primaryKey(Number),
      candidateId: Number,
      utrNumber: String,
      claimStatus: String,
      claimedAmount: Number,
      claimedOn: String,
      depositedOn: String,
      upiId: String,
      bankAccountNo: String,
    },
    notification: {
      id: primaryKey(Number),
      candidateId: Number,
      notificationType: enumText<components['schemas']['NotificationType']>('AppliedJobUpdate'),
      readStatus: String,
      title: String,
      body: String,
      sentOn: String,
      jobId: Number,
      applicationId: Number,
      positionStatus: String,
    },
    interview: {
      id: primaryKey(Number),
      clientEmail: String,
      applicationId: Number,
      candidateName: String,
      candidateMobile: String,
      designation: String,
      city: String,
      status: String,
      interviewDateTime: String,
      feedback: String,
      skillIds: list<number>(),
      ratings: list<number>(),
    },
    shortLink: { code: primaryKey(String), url: String },
  });
}

export type Db = ReturnType<typeof createDb>;

/** One row of a table, as the store hands it out. */
export type Row<Table extends 'candidate' | 'application' | 'deposit' | 'claim' | 'notification' | 'interview'> =
  NonNullable<ReturnType<Db[Table]['findFirst']>>;
export type CandidateRow = Row<'candidate'>;
export type ApplicationRow = Row<'application'>;
export type DepositRow = Row<'deposit'>;
export type ClaimRow = Row<'claim'>;
export type NotificationRow = Row<'notification'>;
export type InterviewRow = Row<'interview'>;
