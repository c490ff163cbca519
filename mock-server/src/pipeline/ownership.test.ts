import { describe, expect, it } from 'vitest';
import { DEMO_CANDIDATE_ID, DEMO_IDENTITIES, KYC_COMPLETE_CANDIDATE_ID } from '../core/identities.ts';
import { createWorld } from '../create-world.ts';
import { ACCESS_DENIED, callerOf, namedCandidates, ownershipRefusal, type RequestValues } from './ownership.ts';

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

  it('names nobody for operations without x-candidate, whatever they carry (searchJobs, or a built-in key)', () => {
    expect(namedCandidates(world, 'searchJobs', values({}, { mobileNumber: OTHER }))).toEqual([]);
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
