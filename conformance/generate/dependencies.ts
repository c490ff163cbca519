/**
 * The run's declared dependencies: which request fields take a value an earlier answer gave (or the run's own
 * sign-in), so positive requests name things that exist instead of drawing ids that answer 404. Kept here rather
 * than as OpenAPI links: one table says both ends, and the contract stays the upstream's description.
 */

/** What the run knows from its sign-ins rather than from a list. */
export type SessionValue =
  'mobile' | 'payerMobile' | 'candidateId' | 'clientEmail' | 'signInCode' | 'aadhaarCode' | 'blank';
/** What earlier answers give. */
export type Resource =
  | 'job'
  | 'budget'
  | 'recruiter'
  | 'application'
  | 'interview'
  | 'referral'
  | 'notification'
  | 'place'
  | 'aadhaarRef'
  | 'filePath'
  | 'fileName'
  | 'skill'
  | 'shortLink';

export type Source = { session: SessionValue } | { resource: Resource };

/** A request field (a parameter, a top-level body property or a form field) and where its value comes from. */
interface Consumer {
  name: string;
  source: Source;
  /** Only on these operations (every operation when absent). */
  only?: readonly string[];
}

const session = (value: SessionValue): Source => ({ session: value });
const resource = (value: Resource): Source => ({ resource: value });
const SIGN_IN = ['generateOTP', 'validateOTP'] as const;
/**
 * Calls that move money: they act for the payer, a candidate with KYC done and a balance (one the options name, or
 * on the mock its KYC-complete demo candidate, whose state the run puts back at the end); a new candidate has none.
 */
export const MONEY_OPERATIONS: readonly string[] = ['transferToUpi', 'paymentRequest'];

export const CONSUMERS: readonly Consumer[] = [
  { name: 'mobileNumber', source: session('payerMobile'), only: MONEY_OPERATIONS },
  { name: 'mobileNumber', source: session('mobile') },
  { name: 'mobile', source: session('mobile') },
  { name: 'phoneNumber', source: session('mobile') },
  { name: 'candidateId', source: session('candidateId') },
  { name: 'emailId', source: session('clientEmail'), only: ['fetchClientInterviews'] },
  { name: 'emailId', source: session('blank'), only: SIGN_IN },
  { name: 'isClient', source: session('blank'), only: [...SIGN_IN, 'fetchClientInterviews'] },
  { name: 'OTP', source: session('signInCode'), only: ['validateOTP'] },
  { name: 'aadhaarOTP', source: session('aadhaarCode') },
  { name: 'otp', source: session('aadhaarCode'), only: ['verifyCandidateAadhaarOtp'] },
  { name: 'jobId', source: resource('job') },
  { name: 'positionId', source: resource('job') },
  { name: 'budgetId', source: resource('budget') },
  { name: 'recruiterId', source: resource('recruiter') },
  { name: 'openingCandidateDetailId', source: resource('application') },
  { name: 'openingCandidateDetailsId', source: resource('application') },
  { name: 'interviewId', source: resource('interview') },
  { name: 'referralId', source: resource('referral') },
  { name: 'notificationId', source: resource('notification') },
  { name: 'placeId', source: resource('place') },
  { name: 'refId', source: resource('aadhaarRef') },
  { name: 'path', source: resource('filePath'), only: ['downloadFileFromAWS'] },
  { name: 'filename', source: resource('fileName'), only: ['downloadFileFromAWS'] },
  { name: 'skillIds', source: resource('skill'), only: ['saveCandidateSkills'] },
  { name: 'url', source: resource('shortLink'), only: ['getActualUrl'] },
];

export function consumerOf(operationId: string, name: string): Source | undefined {
  return CONSUMERS.find((c) => c.name === name && (!c.only || c.only.includes(operationId)))?.source;
}

/**
 * Where each resource is read: per producing operation, the answer's property names (anywhere in the body) whose
 * values are kept. Only answers to the run's own candidate's calls are read, so writes that use them stay on it.
 */
export const PRODUCERS: Readonly<Record<string, Readonly<Record<string, Resource>>>> = {
  searchJobs: { id: 'job', budgetId: 'budget', recruiterId: 'recruiter' },
  fetchJobsWithFilters: { id: 'job', budgetId: 'budget' },
  fetchBudgetDetailsList: { budgetId: 'budget' },
  fetchAllActiveSkills: { skillId: 'skill' },
  getLocationResults: { placeId: 'place' },
  getAadhaarOTP: { refId: 'aadhaarRef' },
  applyForJob: { id: 'application' },
  fetchCandidateApplications: { openingCandidateDetailId: 'application' },
  scheduleInterview: { interviewId: 'interview' },
  updateCandidateResume: { filePath: 'filePath', fileName: 'fileName' },
  fetchReferrals: { id: 'referral' },
  getNotificationsLast7Days: { notificationId: 'notification' },
};

/** The order operations run in: producers first, each after what it needs; then the rest in document order. */
export const FIRST = [
  'fetchProgrammaticUserToken',
  'fetchAllActiveSkills',
  'searchJobs',
  'fetchJobsWithFilters',
  'fetchBudgetDetailsList',
  'getLocationResults',
  'updateCandidateResume',
  'applyForJob',
  'fetchCandidateApplications',
  'scheduleInterview',
  'referCandidates',
  'fetchReferrals',
  'getNotificationsLast7Days',
  'getAadhaarOTP',
  'verifyCandidateAadhaarPdf',
  'verifyAadhaarCard',
  'verifyCandidateAadhaarOtp',
];

/** Resources each operation's fields need (to run their producers first when only some operations are asked for). */
export function resourcesNeeded(fieldNames: Array<{ operationId: string; name: string }>): Set<Resource> {
  const needed = new Set<Resource>();
  for (const { operationId, name } of fieldNames) {
    const source = consumerOf(operationId, name);
    if (source && 'resource' in source) needed.add(source.resource);
  }
  return needed;
}
