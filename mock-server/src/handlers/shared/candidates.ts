import type { MockWorld } from '../../core/world.ts';

/** The 10-digit national number: strips a leading 91 (or 971) country code. */
export function nationalNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 12 && digits.startsWith('971')) return digits.slice(3);
  return digits;
}

export function findCandidateByMobile(world: MockWorld, mobile: string | undefined) {
  if (!mobile) return null;
  const national = nationalNumber(mobile);
  if (national === '' || national === '0') return null;
  return world.db.candidate.findFirst({ where: { mobile: { equals: national } } });
}

export function findCandidateById(world: MockWorld, id: number) {
  return world.db.candidate.findFirst({ where: { id: { equals: id } } });
}

export type CandidateRow = NonNullable<ReturnType<typeof findCandidateById>>;

/** A new, empty candidate for a first sign-in with an unknown number. */
export function createCandidate(world: MockWorld, mobile: string): CandidateRow {
  return world.db.candidate.create({
    id: world.nextId('candidate'),
    mobile: nationalNumber(mobile),
    createdOn: new Date(world.clock.now()).toISOString(),
    resumeFileName: '',
    pincode: null,
    expectedSalary: null,
    currentLatitude: null,
    currentLongitude: null,
  });
}

export function resumeFolder(candidateId: number): string {
  return `candidates/documents/${candidateId}/`;
}
