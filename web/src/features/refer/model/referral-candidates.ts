import {
  FULL_NAME_MESSAGE,
  isValidFullName,
  isValidReferralMobile,
  normalizeReferralMobile,
  referralMobileMessage,
} from '#machines';
import type { ReferredCandidate } from './referral-rows.ts';

// The refer modal's rows: kept apart from the input helpers so that only the modal's chunk carries them.

export interface ReferralRow {
  key: number;
  name: string;
  mobile: string;
}

export const NO_VALID_ROWS = 'Please add at least one candidate with valid details.';
export const JOB_ID_EMPTY = 'Cannot create referral: Job ID is empty';

/** A row's problem: its message, and for a wrong number the name it belongs to (the message names it). */
export interface ReferralProblem {
  error: string;
  invalidMobileFor?: string;
}

/** The candidates to send, or the first problem. Rows with both fields empty are skipped. */
export function referralCandidates(
  rows: readonly ReferralRow[],
): { candidates: ReferredCandidate[] } | ReferralProblem {
  const filled = rows.filter((row) => row.name.trim() !== '' || row.mobile.trim() !== '');
  if (filled.length === 0) return { error: NO_VALID_ROWS };
  const candidates: ReferredCandidate[] = [];
  for (const row of filled) {
    const name = row.name.trim().replace(/\s+/g, ' ');
    if (!isValidFullName(name)) return { error: FULL_NAME_MESSAGE };
    if (!isValidReferralMobile(row.mobile)) return { error: referralMobileMessage(name), invalidMobileFor: name };
    candidates.push({ candidateName: name, mobileNumber: normalizeReferralMobile(row.mobile) });
  }
  return { candidates };
}

/** A missing job id is a direct referral (position 0); an empty one is a mistake. */
export function positionIdOf(jobId: string | number | null | undefined): { positionId: number } | { error: string } {
  if (jobId === undefined || jobId === null) return { positionId: 0 };
  if (String(jobId).trim() === '') return { error: JOB_ID_EMPTY };
  const positionId = Number(jobId);
  return Number.isFinite(positionId) ? { positionId } : { error: JOB_ID_EMPTY };
}
