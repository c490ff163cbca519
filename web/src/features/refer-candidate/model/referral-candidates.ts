import {
  isValidFullName,
  isValidReferralMobile,
  message,
  normalizeReferralMobile,
  referralMobileMessage,
  type Message,
} from '#machines';
import { PERSON_NAME } from '#contract/rules.ts';
import type { ReferredCandidate } from './referral-rows.ts';

// The refer modal's rows: kept apart from the input helpers so that only the modal's chunk carries them.

export interface ReferralRow {
  key: number;
  name: string;
  mobile: string;
}

export const NO_VALID_ROWS = message('referCandidate:modal.noValidRows');
export const JOB_ID_EMPTY = message('referCandidate:modal.jobIdEmpty');
/** The contract's rule for a name, as the modal words it ('Full Name should contain…'). */
const NAME_INVALID = message(PERSON_NAME.messageKeys.invalid);

/** A row's problem (a wrong number's message names the row's candidate). */
export interface ReferralProblem {
  error: Message;
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
    if (!isValidFullName(name)) return { error: NAME_INVALID };
    if (!isValidReferralMobile(row.mobile)) return { error: referralMobileMessage(name) };
    candidates.push({ candidateName: name, mobileNumber: normalizeReferralMobile(row.mobile) });
  }
  return { candidates };
}

/** A missing job id is a direct referral (position 0); an empty one is a mistake. */
export function positionIdOf(jobId: string | number | null | undefined): { positionId: number } | ReferralProblem {
  if (jobId === undefined || jobId === null) return { positionId: 0 };
  if (String(jobId).trim() === '') return { error: JOB_ID_EMPTY };
  const positionId = Number(jobId);
  return Number.isFinite(positionId) ? { positionId } : { error: JOB_ID_EMPTY };
}
