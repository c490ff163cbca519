import type { MockWorld } from '../../core/world.ts';
import { createCandidate, findCandidateByMobile, nationalNumber, type CandidateRow } from './candidates.ts';

/** The national number of a usable mobile, or null for a missing, blank or '0' one. */
export function usableMobile(mobile: unknown): string | null {
  if (typeof mobile !== 'string' && typeof mobile !== 'number') return null;
  const national = nationalNumber(String(mobile));
  return national === '' || /^0+$/.test(national) ? null : national;
}

/**
 * The candidate behind a mobile number, created empty when the number has none yet: any valid number
 * signs in as a new candidate, so writes for it behave as for a candidate without data.
 */
export function findOrCreateCandidate(world: MockWorld, mobile: string): CandidateRow {
  return findCandidateByMobile(world, mobile) ?? createCandidate(world, mobile);
}

/** The display name of a candidate: the full name, else the joined parts, else ''. */
export function candidateName(candidate: CandidateRow): string {
  const full = candidate.fullName.trim();
  if (full !== '') return full;
  return [candidate.firstName, candidate.middleName, candidate.lastName].map((p) => p.trim()).filter(Boolean).join(' ');
}

/** '' means "not set" in the store; clients expect null there. */
export const orNull = (value: string): string | null => (value === '' ? null : value);
