import type { MockWorld } from '../../core/world.ts';
import { candidateName } from '../../domain/candidates.ts';
import { createRng, person } from '../../generator/index.ts';
import type { CandidateRow } from '../../store/db.ts';

/** A stable 12-digit Aadhaar number for a candidate who uploads a card without typing one (never starts 0 or 1). */
export function generatedAadhaar(world: MockWorld, candidate: CandidateRow): string {
  const rng = createRng(world.options.seed + 4100 + candidate.id);
  let digits = String(rng.int(2, 9));
  for (let i = 0; i < 11; i++) digits += String(rng.int(0, 9));
  return digits;
}

/** The name the Aadhaar check reports: the candidate's own name, else a generated one. */
export function nameForAadhaar(world: MockWorld, candidate: CandidateRow): string {
  return (
    candidate.nameOnAadhaar ||
    candidateName(candidate) ||
    person(createRng(world.options.seed + 4200 + candidate.id)).fullName
  );
}

/** Marks the candidate's Aadhaar verified and answers what the check read. */
export function verifyAadhaar(world: MockWorld, candidate: CandidateRow, aadhaarNumber: string) {
  const nameOnAadhaar = nameForAadhaar(world, candidate);
  world.db.candidate.update({
    where: { id: { equals: candidate.id } },
    data: { aadhaarNumber, aadhaarVerified: true, nameOnAadhaar },
  });
  return { nameOnAadhaar, aadhaarNumber };
}

export const AADHAAR_SUCCESS = 'Aadhaar verification successful!';
