import {
  CANDIDATE_BEARER_OPERATIONS,
  CANDIDATE_FIELDS,
  USER_TOKEN_HEADER,
  type CandidateField,
} from '#contract/ownership.ts';
import { error, unauthorized } from '../core/responses.ts';
import type { MockResponse } from '../core/types.ts';
import type { MockWorld } from '../core/world.ts';

/** Who the mock takes the caller to be in strict ownership mode. */
export type Caller = { kind: 'unauthenticated' } | { kind: 'nobody' } | { kind: 'candidate'; mobile: string };

/** The values a validated request carries, where `x-candidate` fields are looked up. */
export interface RequestValues {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export const ACCESS_DENIED = 'Access denied';
const USER_HEADER = USER_TOKEN_HEADER.toLowerCase();

function candidateFieldsOf(operationId: string): readonly CandidateField[] {
  return Object.hasOwn(CANDIDATE_FIELDS, operationId)
    ? CANDIDATE_FIELDS[operationId as keyof typeof CANDIDATE_FIELDS]
    : [];
}

/**
 * The caller: the candidate the user token (else the bearer token) was issued to; `nobody` for the
 * anonymous service token; `unauthenticated` without a live token, or with a user token that is not live.
 */
export function callerOf(
  world: MockWorld,
  headers: Record<string, string | undefined>,
  bearer: string | undefined,
): Caller {
  const userToken = headers[USER_HEADER]?.trim();
  const token = userToken || bearer;
  if (!world.tokens.isValid(token)) return { kind: 'unauthenticated' };
  const mobile = world.tokens.subjectOf(token);
  return mobile ? { kind: 'candidate', mobile } : { kind: 'nobody' };
}

/** Digits of a mobile number as sent, without a 12-digit number's country code (91, 971); null when it names nobody ('0', blank). */
function namedMobile(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const digits = String(value).replace(/\D/g, '');
  if (/^0*$/.test(digits)) return null;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return digits.length === 12 && digits.startsWith('971') ? digits.slice(3) : digits;
}

function valueOf(values: RequestValues, field: CandidateField): unknown {
  const source = field.in === 'query' ? values.query : field.in === 'path' ? values.params : values.body;
  if (source === null || typeof source !== 'object' || !Object.hasOwn(source, field.name)) return undefined;
  return (source as Record<string, unknown>)[field.name];
}

/** The mobile number of each candidate the request names; an unknown candidate id names a candidate no one owns. */
export function namedCandidates(world: MockWorld, operationId: string, values: RequestValues): string[] {
  const named: string[] = [];
  for (const field of candidateFieldsOf(operationId)) {
    const value = valueOf(values, field);
    if (field.by === 'mobile') {
      const mobile = namedMobile(value);
      if (mobile) named.push(mobile);
      continue;
    }
    const id =
      typeof value === 'number' ? value : typeof value === 'string' && /^[0-9]+$/.test(value) ? Number(value) : 0;
    if (id <= 0) continue;
    const candidate = world.db.candidate.findFirst({ where: { id: { equals: id } } });
    named.push(candidate?.mobile ?? `unknown candidate ${id}`);
  }
  return named;
}

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
  named: string[],
  bearer: string | undefined,
): MockResponse | undefined {
  if (!world.tokens.isValid(bearer)) return unauthorized();
  const subject = world.tokens.subjectOf(bearer);
  if (subject === undefined || named.some((mobile) => mobile !== subject)) return error(403, ACCESS_DENIED);
  return undefined;
}

/**
 * Strict ownership mode: a call that names a candidate answers 401 without a live token and 403 unless the
 * caller is every candidate it names (for `x-bearer: candidate`, the bearer itself must be theirs). Undefined when
 * the call may go on (always in the open mode).
 */
export function ownershipRefusal(
  world: MockWorld,
  operationId: string,
  values: RequestValues,
  headers: Record<string, string | undefined>,
  bearer: string | undefined,
): MockResponse | undefined {
  if (world.options.auth !== 'strict') return undefined;
  const named = namedCandidates(world, operationId, values);
  if (named.length === 0) return undefined;
  if (isCandidateBearerOperation(operationId)) return candidateBearerRefusal(world, named, bearer);
  const caller = callerOf(world, headers, bearer);
  if (caller.kind === 'unauthenticated') return unauthorized();
  if (caller.kind === 'nobody' || named.some((mobile) => mobile !== caller.mobile)) return error(403, ACCESS_DENIED);
  return undefined;
}
