import type { MockWorld } from '../../core/world.ts';
import { createCandidate, findCandidateByMobile, nationalNumber, type CandidateRow } from './candidates.ts';

const INDIAN_MOBILE = /^[6-9][0-9]{9}$/;

/** The 10-digit national number of a valid Indian mobile (spaces, '+91' or '91' allowed in front), else null. */
export function validIndianMobile(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (!/^[0-9]+$/.test(compact)) return null;
  const national = nationalNumber(compact);
  return INDIAN_MOBILE.test(national) ? national : null;
}

/** The candidate behind a valid mobile number; a first sign-in with a new number makes an empty one. */
export function findOrCreateCandidate(world: MockWorld, national: string): CandidateRow {
  return findCandidateByMobile(world, national) ?? createCandidate(world, national);
}
