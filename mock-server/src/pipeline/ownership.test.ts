import { describe, expect, it } from 'vitest';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import { createWorld } from '../create-world.ts';
import { namedOwners } from './named-owners.ts';
import {
  ACCESS_DENIED,
  asVisitorWhereNotOwner,
  callerOf,
  namedCandidates,
  ownershipRefusal,
  type RequestValues,
} from './ownership.ts';
import { clientKey } from '../core/tokens.ts';

const OWN = DEMO_IDENTITIES.candidateMobile;
const OTHER = DEMO_IDENTITIES.kycCompleteMobile;

function strictWorld() {
  const world = createWorld({ auth: 'strict', jobCount: 20, frozenClock: true });
  return { world, own: world.tokens.issue(OWN), service: world.tokens.issue() };
}

const values = (
  query: Record<string, unknown> = {},
  body?: unknown,
  params: Record<string, unknown> = {},
): RequestValues => ({ params, query, body });
const statusOf = (response: ReturnType<typeof ownershipRefusal>) => response?.status;

describe('who a request names', () => {
  const { world } = strictWorld();

  it('reads each x-candidate field of the operation: query, path and body', () => {
    expect(namedCandidates(world, 'verifyPan', values({ mobileNumber: OWN }, { mobileNumber: `91${OTHER}` }))).toEqual([
      OWN,
      OTHER,
    ]);
    expect(
      namedCandidates(world, 'updateCandidateProfile', values({}, {}, { candidateId: KYC_COMPLETE_CANDIDATE_ID })),
    ).toEqual([OTHER]);
  });

  it("takes '0', blank and missing values as naming nobody", () => {
    expect(namedCandidates(world, 'myEarnings', values({ mobileNumber: '0' }))).toEqual([]);
    expect(namedCandidates(world, 'myEarnings', values({}))).toEqual([]);
    expect(namedCandidates(world, 'getNotificationsLast7Days', values({ candidateId: 0 }))).toEqual([]);
  });

  it('names nobody for operations without x-candidate, whatever they carry (getJobsFilter, or a built-in key)', () => {
    expect(namedCandidates(world, 'getJobsFilter', values({ mobileNumber: OTHER }))).toEqual([]);
    expect(namedCandidates(world, 'constructor', values({ mobileNumber: OTHER }))).toEqual([]);
  });
});

describe('the caller', () => {
  const { world, own, service } = strictWorld();

  it('is the candidate of the X-User-Token, else of the bearer; the service token names nobody', () => {
    expect(callerOf(world, { 'x-user-token': own }, service)).toEqual({ kind: 'candidate', mobile: OWN });
    expect(callerOf(world, {}, own)).toEqual({ kind: 'candidate', mobile: OWN });
    expect(callerOf(world, {}, service)).toEqual({ kind: 'nobody' });
    expect(callerOf(world, {}, undefined)).toEqual({ kind: 'unauthenticated' });
    expect(callerOf(world, { 'x-user-token': 'forged' }, service)).toEqual({ kind: 'unauthenticated' });
  });
});

describe('the refusal', () => {
  it('is 401 without a live token, 403 for someone else, nothing for the candidate', () => {
    const { world, own, service } = strictWorld();
    expect(statusOf(ownershipRefusal(world, 'myEarnings', values({ mobileNumber: OTHER }), {}, undefined))).toBe(401);
    expect(ownershipRefusal(world, 'myEarnings', values({ mobileNumber: OTHER }), {}, service)?.body).toMatchObject({
      message: ACCESS_DENIED,
    });
    expect(
      statusOf(
        ownershipRefusal(world, 'myEarnings', values({ mobileNumber: OTHER }), { 'x-user-token': own }, service),
      ),
    ).toBe(403);
    expect(
      ownershipRefusal(world, 'myEarnings', values({ mobileNumber: `91${OWN}` }), { 'x-user-token': own }, service),
    ).toBeUndefined();
    expect(
      ownershipRefusal(
        world,
        'lastAppliedJobs',
        values({ candidateId: DEMO_CANDIDATE_ID }),
        { 'x-user-token': own },
        service,
      ),
    ).toBeUndefined();
  });

  it('is 403 for a candidate id no one has', () => {
    const { world, own } = strictWorld();
    expect(statusOf(ownershipRefusal(world, 'lastAppliedJobs', values({ candidateId: 987_654_321 }), {}, own))).toBe(
      403,
    );
  });

  it('never comes in the open mode', () => {
    const world = createWorld({ jobCount: 20, frozenClock: true });
    expect(ownershipRefusal(world, 'myEarnings', values({ mobileNumber: OTHER }), {}, undefined)).toBeUndefined();
  });

  it('answers 401 to the candidate’s own token once it has expired', () => {
    const { world, own } = strictWorld();
    world.tokens.expireAll();
    expect(
      statusOf(
        ownershipRefusal(world, 'myEarnings', values({ mobileNumber: OWN }), { 'x-user-token': own }, undefined),
      ),
    ).toBe(401);
  });
});

describe('owners found by an application, a document path, an e-mail or an interview', () => {
  const { world, own } = strictWorld();
  const client = world.tokens.issueForClient(DEMO_IDENTITIES.clientEmail);
  const application = world.db.application.findFirst({ where: { candidateId: { equals: DEMO_CANDIDATE_ID } } })!;
  const interview = world.db.interview.findFirst({ where: { clientEmail: { equals: DEMO_IDENTITIES.clientEmail } } })!;
  const owners = (operationId: string, v: RequestValues) => namedOwners(world, operationId, v).map((n) => n.owner);

  it('takes the candidate who applied, the folder’s candidate, the client of the e-mail or the interview', () => {
    expect(
      owners('fetchApplicationTimeline', values({}, undefined, { openingCandidateDetailId: String(application.id) })),
    ).toEqual([{ kind: 'candidate', mobile: OWN }]);
    expect(
      owners('downloadFileFromAWS', values({ path: `candidates/documents/${KYC_COMPLETE_CANDIDATE_ID}/` })),
    ).toEqual([{ kind: 'candidate', mobile: OTHER }]);
    const anita = { kind: 'client', key: clientKey(DEMO_IDENTITIES.clientEmail) };
    expect(
      owners('fetchClientInterviews', values({ emailId: ' Anita.Desai@example.com ', mobileNumber: OTHER })),
    ).toEqual([anita]);
    expect(owners('updateInterviewFeedback', values({ interviewId: interview.id }))).toEqual([anita]);
  });

  it('reads the number of fetchClientInterviews only without an e-mail (unlessGiven), and a path outside the folders as no one', () => {
    expect(owners('fetchClientInterviews', values({ emailId: '', mobileNumber: OTHER }))).toEqual([
      { kind: 'candidate', mobile: OTHER },
    ]);
    expect(owners('downloadFileFromAWS', values({ path: 'somewhere/else/' }))).toEqual([]);
    expect(owners('fetchApplicationTimeline', values({}, undefined, { openingCandidateDetailId: ' ' }))).toEqual([]);
  });

  it('refuses a candidate’s token on a client’s call and a client’s on a candidate’s, and an unknown id to all', () => {
    const interviewCall = values({ interviewId: interview.id });
    expect(
      statusOf(ownershipRefusal(world, 'fetchInterviewFeedback', interviewCall, { 'x-user-token': own }, undefined)),
    ).toBe(403);
    expect(
      ownershipRefusal(world, 'fetchInterviewFeedback', interviewCall, { 'x-user-token': client }, undefined),
    ).toBeUndefined();
    const timeline = values({}, undefined, { openingCandidateDetailId: String(application.id) });
    expect(statusOf(ownershipRefusal(world, 'fetchApplicationTimeline', timeline, {}, client))).toBe(403);
    expect(ownershipRefusal(world, 'fetchApplicationTimeline', timeline, {}, own)).toBeUndefined();
    const unknown = values({}, undefined, { openingCandidateDetailId: '987654321' });
    expect(statusOf(ownershipRefusal(world, 'fetchApplicationTimeline', unknown, {}, own))).toBe(403);
  });
});

describe('a number marked notOwner: visitor', () => {
  const { world, own, service } = strictWorld();
  const search = values({}, { latitude: 12.9, longitude: 77.6, mobileNumber: OTHER });

  it('is never refused, and is read as a visitor’s for anyone but its candidate', () => {
    expect(ownershipRefusal(world, 'searchJobs', search, {}, undefined)).toBeUndefined();
    expect(asVisitorWhereNotOwner(world, 'searchJobs', search, { 'x-user-token': own }, service).body).toEqual({
      latitude: 12.9,
      longitude: 77.6,
      mobileNumber: '0',
    });
    const theirs = world.tokens.issue(OTHER);
    expect(asVisitorWhereNotOwner(world, 'searchJobs', search, { 'x-user-token': theirs }, service)).toBe(search);
    expect(
      asVisitorWhereNotOwner(world, 'getJobById', values({ jobId: 1, mobileNumber: OTHER }), {}, undefined).query,
    ).toEqual({
      jobId: 1,
      mobileNumber: '0',
    });
  });

  it('is left as sent in the open mode', () => {
    const open = createWorld({ jobCount: 20, frozenClock: true });
    expect(asVisitorWhereNotOwner(open, 'searchJobs', search, {}, undefined)).toBe(search);
  });
});
