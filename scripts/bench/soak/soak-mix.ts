import { RESUME_FILE } from '#contract/rules.ts';

// The soak's mix, and why what it leaves in the mock is bounded whatever the duration. The mock keeps every
// candidate a sign-in creates, every application, referral, claim and interview, and a resume per candidate, for as
// long as it runs. So the soak's writes repeat over a fixed set: a bounded pool of new numbers (each signs in again
// and again: only its first sign-in creates a candidate), each uploading its 5 MB resume under the one name the
// candidate's resume is stored by (`{candidateId}_Resume.pdf`: every upload replaces the last), applying to at most
// JOBS_PER_NUMBER jobs (later applies are the product's 409 'already applied') and referring at most the REFERRED
// numbers (later referrals add nobody). What it stores is then at most POOL_SIZE resumes (30 MB) and a few thousand
// rows; anything the mock's memory does beyond that levelling off is the mock's own.

/** Journeys run side by side: a small fixed number, enough to keep the mock busy on a two-core machine. */
export const WORKERS = 4;
/** New numbers per worker; a worker signs only its own in, so no two sign-ins of one number ever overlap. */
const NUMBERS_PER_WORKER = 3;
export const POOL_SIZE = WORKERS * NUMBERS_PER_WORKER;
/** Distinct jobs one new candidate applies to (each apply that creates an application also schedules its interview). */
export const JOBS_PER_NUMBER = 24;
/** Numbers the new candidates refer (never signed in, so never candidates: each referral of a new one is a new row). */
const REFERRED_COUNT = 24;
/** What one claim of the KYC-complete candidate asks for, in rupees: the balance (₹3,000 seeded) allows a bounded few. */
export const CLAIM_RUPEES = 100;

// Numbers no seeded table holds (the soak checks this before it starts): 7000 5xxxxx for the pool, 7000 6xxxxx referred.
const number = (prefix: string, i: number) => `${prefix}${String(i).padStart(4, '0')}`;
export const poolNumber = (worker: number, slot: number): string =>
  number('700050', worker * NUMBERS_PER_WORKER + (slot % NUMBERS_PER_WORKER));
export const REFERRED = Array.from({ length: REFERRED_COUNT }, (_, i) => number('700060', i));
export const POOL = Array.from({ length: POOL_SIZE }, (_, i) => number('700050', i));

/** A PDF of the resume rule's largest size (5 MB): a PDF header and trailer around comment lines. */
export function largeResume(): Blob {
  const head = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n';
  const tail = 'trailer<</Root 1 0 R>>\n%%EOF\n';
  const bytes = Buffer.alloc(RESUME_FILE.maxBytes, '% soak resume padding\n');
  bytes.write(head, 0);
  bytes.write(tail, bytes.length - tail.length);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Which journey a worker runs on its n-th turn: mostly new candidates, with the seeded reads, a claim and feedback. */
export const MIX = [
  'new candidate',
  'seeded reads',
  'new candidate',
  'client feedback',
  'new candidate',
  'claim',
] as const;
export type JourneyName = (typeof MIX)[number];
