import type { MockWorld } from '../core/world.ts';
import type { CandidateRow } from '../store/db.ts';
import { deleteCandidateRows } from '../store/candidate-rows.ts';
import { nationalNumber, validIndianMobile } from './mobile.ts';

/** A candidate a call reached: a sign-in's candidate counts as active now (see NewCandidates). */
function reached(world: MockWorld, candidate: CandidateRow | null): CandidateRow | null {
  if (candidate) world.newCandidates.touch(candidate.id);
  return candidate;
}

export function findCandidateByMobile(world: MockWorld, mobile: string | undefined): CandidateRow | null {
  if (!mobile) return null;
  const national = nationalNumber(mobile);
  if (national === '' || national === '0') return null;
  return reached(world, world.db.candidate.findFirst({ where: { mobile: { equals: national } } }));
}

export function findCandidateById(world: MockWorld, id: number): CandidateRow | null {
  return reached(world, world.db.candidate.findFirst({ where: { id: { equals: id } } }));
}

/**
 * Forgets a candidate a sign-in created: their rows (store/candidate-rows.ts) and their documents. Tokens carry
 * the number, not the candidate, and keep nothing in the world; the number's one-time-code record (counts and
 * locks against guessing) is the number's, bounded on its own, and stays so forgetting cannot lift a lock.
 */
function forgetCandidate(world: MockWorld, id: number): void {
  deleteCandidateRows(world.db, id);
  world.files.deleteFolder(resumeFolder(id));
}

/**
 * A new, empty candidate for a first sign-in with an unknown number. At the bound on such candidates
 * (MOCK_NEW_CANDIDATE_LIMIT) the least recently active one is forgotten first; seeded candidates never are.
 */
function createCandidate(world: MockWorld, mobile: string): CandidateRow {
  for (const idle of world.newCandidates.makeRoom()) forgetCandidate(world, idle);
  const candidate = world.db.candidate.create({
    id: world.nextId('candidate'),
    mobile: nationalNumber(mobile),
    createdOn: new Date(world.clock.now()).toISOString(),
    resumeFileName: '',
    pincode: null,
    expectedSalary: null,
    currentLatitude: null,
    currentLongitude: null,
  });
  world.newCandidates.add(candidate.id);
  return candidate;
}

/** The candidate behind a valid national number; a first sign-in with a new number makes an empty one. */
export function findOrCreateCandidate(world: MockWorld, national: string): CandidateRow {
  return findCandidateByMobile(world, national) ?? createCandidate(world, national);
}

/**
 * The candidate behind a mobile number for a write. A valid Indian number without a candidate gets a new,
 * empty one (any valid number signs in as a new candidate); other unknown numbers get null.
 */
export function findOrCreateIfValid(world: MockWorld, mobile: string): CandidateRow | null {
  const existing = findCandidateByMobile(world, mobile);
  if (existing) return existing;
  const national = validIndianMobile(mobile);
  return national ? createCandidate(world, national) : null;
}

/** The display name of a candidate: the full name, else the joined parts, else ''. */
export function candidateName(candidate: CandidateRow): string {
  const full = candidate.fullName.trim();
  if (full !== '') return full;
  return [candidate.firstName, candidate.middleName, candidate.lastName]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
}

/** Where a candidate's documents are kept (the download call reads them from there). */
export function resumeFolder(candidateId: number): string {
  return `candidates/documents/${candidateId}/`;
}
