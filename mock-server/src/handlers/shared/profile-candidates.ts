import type { MockWorld } from '../../core/world.ts';
import { validIndianMobile } from './auth-mobile.ts';
import { createCandidate, findCandidateByMobile, nationalNumber, type CandidateRow } from './candidates.ts';

/** The national number of a usable mobile, or null for a missing, blank or '0' one. */
export function usableMobile(mobile: unknown): string | null {
  if (typeof mobile !== 'string' && typeof mobile !== 'number') return null;
  const national = nationalNumber(String(mobile));
  return national === '' || /^0+$/.test(national) ? null : national;
}

/**
 * The candidate behind a mobile number for a write. A valid Indian number without a candidate gets a new,
 * empty one (any valid number signs in as a new candidate); other unknown numbers get null.
 */
export function findOrCreateCandidate(world: MockWorld, mobile: string): CandidateRow | null {
  const existing = findCandidateByMobile(world, mobile);
  if (existing) return existing;
  const national = validIndianMobile(mobile);
  return national ? createCandidate(world, national) : null;
}

/** The display name of a candidate: the full name, else the joined parts, else ''. */
export function candidateName(candidate: CandidateRow): string {
  const full = candidate.fullName.trim();
  if (full !== '') return full;
  return [candidate.firstName, candidate.middleName, candidate.lastName].map((p) => p.trim()).filter(Boolean).join(' ');
}

/** '' means "not set" in the store; clients expect null there. */
export const orNull = (value: string): string | null => (value === '' ? null : value);
