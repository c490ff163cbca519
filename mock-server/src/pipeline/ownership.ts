import { CANDIDATE_BEARER_OPERATIONS, USER_TOKEN_HEADER } from '#contract/ownership.ts';
import { error, unauthorized } from '../core/responses.ts';
import type { MockResponse } from '../core/types.ts';
import type { MockWorld } from '../core/world.ts';
import { namedOwners, type NamedOwner, type Owner, type RequestValues } from './named-owners.ts';

export type { RequestValues } from './named-owners.ts';

/** Who the mock takes the caller to be in strict ownership mode. */
export type Caller =
  | { kind: 'unauthenticated' }
  | { kind: 'nobody' }
  | { kind: 'candidate'; mobile: string }
  | { kind: 'client'; key: string };

export const ACCESS_DENIED = 'Access denied';
const USER_HEADER = USER_TOKEN_HEADER.toLowerCase();
/** The value a `notOwner: visitor` field is read as for anyone but its owner. */
const VISITOR = '0';

/**
 * The caller: the candidate or client the user token (else the bearer token) was issued to; `nobody` for the
 * anonymous service token; `unauthenticated` without a live token, or with a user token that is not live.
 */
export function callerOf(
  world: MockWorld,
  headers: Record<string, string | undefined>,
  bearer: string | undefined,
): Caller {
  const userToken = headers[USER_HEADER]?.trim();
  const principal = world.tokens.principalOf(userToken || bearer);
  if (!principal) return { kind: 'unauthenticated' };
  return principal.kind === 'service' ? { kind: 'nobody' } : principal;
}

function owns(caller: Caller, owner: Owner): boolean {
  if (caller.kind === 'candidate') return owner.kind === 'candidate' && owner.mobile === caller.mobile;
  if (caller.kind === 'client') return owner.kind === 'client' && owner.key === caller.key;
  return false;
}

/** The mobile number of each candidate the request names (for the fields that refuse others). */
export function namedCandidates(world: MockWorld, operationId: string, values: RequestValues): string[] {
  return namedOwners(world, operationId, values).flatMap(({ owner }) =>
    owner.kind === 'candidate' ? [owner.mobile] : owner.kind === 'unknown' ? [`unknown ${owner.named}`] : [],
  );
}

const refusing = (named: NamedOwner[]) => named.filter(({ field }) => field.notOwner !== 'visitor');

function isCandidateBearerOperation(operationId: string): boolean {
  return (CANDIDATE_BEARER_OPERATIONS as readonly string[]).includes(operationId);
}

/**
 * `x-bearer: candidate` (PAN): the bearer itself must be the per-mobile token of every candidate named — 401 when
 * it is not a live token, 403 for the service token or another candidate's, whatever
 * user token travels beside it.
 */
function candidateBearerRefusal(
  world: MockWorld,
  named: NamedOwner[],
  bearer: string | undefined,
): MockResponse | undefined {
  if (!world.tokens.isValid(bearer)) return unauthorized();
  const subject = world.tokens.subjectOf(bearer);
  const caller: Caller = subject === undefined ? { kind: 'nobody' } : { kind: 'candidate', mobile: subject };
  return named.every(({ owner }) => owns(caller, owner)) ? undefined : error(403, ACCESS_DENIED);
}

/**
 * Strict ownership mode: a call whose `x-candidate` fields name an owner (a candidate, or a client for the
 * interviewer's calls) answers 401 without a live token and 403 unless the caller is every owner it names (for
 * `x-bearer: candidate`, the bearer itself must be theirs). Fields marked `notOwner: visitor` are never refused
 * (see `asVisitorWhereNotOwner`). Undefined when the call may go on (always in the open mode).
 */
export function ownershipRefusal(
  world: MockWorld,
  operationId: string,
  values: RequestValues,
  headers: Record<string, string | undefined>,
  bearer: string | undefined,
): MockResponse | undefined {
  if (world.options.auth !== 'strict') return undefined;
  const named = refusing(namedOwners(world, operationId, values));
  if (named.length === 0) return undefined;
  if (isCandidateBearerOperation(operationId)) return candidateBearerRefusal(world, named, bearer);
  const caller = callerOf(world, headers, bearer);
  if (caller.kind === 'unauthenticated') return unauthorized();
  return named.every(({ owner }) => owns(caller, owner)) ? undefined : error(403, ACCESS_DENIED);
}

/** A copy of the request's values in one place with `name` read as a visitor's '0' (a body that is no object stays). */
function withVisitor<Source>(source: Source, name: string): Source {
  return source !== null && typeof source === 'object' ? { ...source, [name]: VISITOR } : source;
}

/**
 * Strict ownership mode: the values with each `notOwner: visitor` field that names a candidate other than the
 * caller read as '0', so the call is answered as a visitor's (a search with someone else's number is not
 * personalised for them). The same values when nothing changes (always in the open mode).
 */
export function asVisitorWhereNotOwner<Values extends RequestValues>(
  world: MockWorld,
  operationId: string,
  values: Values,
  headers: Record<string, string | undefined>,
  bearer: string | undefined,
): Values {
  if (world.options.auth !== 'strict') return values;
  const visitorFields = namedOwners(world, operationId, values).filter(({ field }) => field.notOwner === 'visitor');
  if (visitorFields.length === 0) return values;
  const caller = callerOf(world, headers, bearer);
  let result: Values = values;
  for (const { field, owner } of visitorFields) {
    if (owns(caller, owner)) continue;
    if (field.in === 'query') result = { ...result, query: withVisitor(result.query, field.name) };
    else if (field.in === 'path') result = { ...result, params: withVisitor(result.params, field.name) };
    else result = { ...result, body: withVisitor(result.body, field.name) };
  }
  return result;
}
