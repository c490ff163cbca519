import { describe, expect, it } from 'vitest';
import contract from '#contract/openapi.json' with { type: 'json' };

// The calls the product relies on, by operationId. The contract may hold more, never fewer.
const REQUIRED_OPERATIONS = [
  // auth, service token, links
  'generateOTP',
  'validateOTP',
  'fetchProgrammaticUserToken',
  'fetchUserTokenByMobile',
  'getActualUrl',
  // jobs
  'searchJobs',
  'getJobById',
  'fetchJobsByCoordinatesWithPagination',
  'fetchJobsWithFilters',
  'getJobsFilter',
  'fetchJobFilterOptions',
  'getBudgetDetails',
  'fetchBudgetDetailsList',
  // apply and referral
  'applyForJob',
  'getApplicationStatus',
  'saveCandidateDetails',
  'downloadFileFromAWS',
  'referCandidates',
  // location and third-party location services
  'getLocationResults',
  'fetchPlaceIdDetails',
  'geocode',
  'reverseGeocode',
  'reverseGeocodeBackup',
  'lookupIpLocation',
  // notifications
  'getNotificationsLast7Days',
  'markNotificationReadStatus',
  'setNotificationEngagementFlag',
  'getTotalCountOfUnreadNotification',
  'saveDeviceToken',
  // language
  'fetchAppLanguage',
  'fetchMultiLingualText',
  'covertInputToMultiLingualText',
  // applications and timeline
  'fetchCandidateApplications',
  'lastAppliedJobs',
  'fetchApplicationTimeline',
  'updateApplicationStatus',
  'scheduleInterview',
  // referrals, earnings, UPI transfer
  'fetchReferrals',
  'updateReferralStatus',
  'myEarnings',
  'transferToUpi',
  'paymentRequest',
  // profile, resume, skills
  'getDetailsWithMob',
  'updateCandidateProfile',
  'addUpdateCandidate',
  'updateCandidateResume',
  'fetchCandidateSkills',
  'fetchCandidateInactiveSkills',
  'fetchAllActiveSkills',
  'saveCandidateSkills',
  // KYC
  'fetchCandidateKYCDetails',
  'getAadhaarOTP',
  'verifyCandidateAadhaarOtp',
  'verifyAadhaarCard',
  'verifyCandidateAadhaarPdf',
  'verifyPan',
  'updateKycStatus',
  // client interviews
  'fetchClientInterviews',
  'fetchInterviewFeedback',
  'updateInterviewFeedback',
] as const;

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, unknown>>;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  'x-unused-by-client'?: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operations: Array<{ method: string; path: string; op: Operation }> = Object.entries(
  contract.paths as Record<string, Record<string, Operation>>,
).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] as Operation })),
);
const byId = new Map(operations.map((entry) => [entry.op.operationId, entry]));

describe('the contract', () => {
  it('is OpenAPI 3.1', () => {
    expect(contract.openapi).toMatch(/^3\.1\./);
  });

  it.each(REQUIRED_OPERATIONS)('describes %s', (operationId) => {
    expect(byId.has(operationId), `${operationId} is missing from openapi/openapi.json`).toBe(true);
  });

  it('has no duplicated operationId', () => {
    const ids = operations.map((entry) => entry.op.operationId);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
  });

  it('gives every operation an id, one tag, a summary and a 2xx response with a schema', () => {
    const faults = operations.flatMap(({ method, path, op }) => {
      const where = `${method.toUpperCase()} ${path}`;
      const problems: string[] = [];
      if (!op.operationId) problems.push(`${where}: no operationId`);
      if (op.tags?.length !== 1) problems.push(`${where}: needs exactly one tag`);
      if (!op.summary) problems.push(`${where}: no summary`);
      const success = Object.entries(op.responses ?? {}).filter(([code]) => code.startsWith('2'));
      const withSchema = success.filter(([, r]) => Object.values(r.content ?? {}).some((media) => media.schema));
      if (withSchema.length === 0) problems.push(`${where}: no 2xx response schema`);
      return problems;
    });
    expect(faults).toEqual([]);
  });

  it('answers 401 on every bearer-only operation', () => {
    const faults = operations
      .filter(({ op }) => op.security?.length === 1 && 'bearerAuth' in (op.security[0] ?? {}))
      .filter(({ op }) => !op.responses?.['401'])
      .map(({ op }) => op.operationId);
    expect(faults).toEqual([]);
  });

  it('keeps the {product} controller name in one place', () => {
    const paths = Object.keys(contract.paths);
    expect(paths.some((path) => path.includes('{product}'))).toBe(false);
    const controllers = new Set(
      paths.map((path) => /^\/corporate-recruitment\/([^/]+)\//.exec(path)?.[1]).filter(Boolean),
    );
    expect([...controllers]).toHaveLength(1);
  });
});
