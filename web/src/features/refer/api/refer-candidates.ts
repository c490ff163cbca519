import { useMutation } from '@tanstack/react-query';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import type { ReferredCandidate } from '../model/referral-rows.ts';

export const REFERRALS_ADDED = 'Referrals added successfully';
export const NONE_ADDED = 'No new candidates were added';
export const REFER_FAILED = 'Failed to add candidate. Please try again.';
export const REFER_EXCEPTION = 'An error occurred while submitting the referral. Please try again.';

export interface ReferInput {
  /** The referrer's number. */
  mobileNumber: string;
  /** 0 for a direct referral. */
  positionId: number;
  candidates: ReferredCandidate[];
}

export type ReferOutcome = { ok: true; message: string } | { ok: false; message: string };

function failureText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; data?: { message?: unknown } };
    if (typeof parsed.message === 'string' && parsed.message !== '' && parsed.message !== 'Unknown response')
      return parsed.message;
    if (typeof parsed.data?.message === 'string' && parsed.data.message !== '') return parsed.data.message;
  } catch {
    // not JSON
  }
  return REFER_FAILED;
}

/** POST referCandidates. Success only on the exact text 'Referrals added successfully'; throws when there is no answer. */
export async function referCandidates({ mobileNumber, positionId, candidates }: ReferInput): Promise<ReferOutcome> {
  const result = await api.upstream.call((init) =>
    api.upstream.client.POST(`${PRODUCT_JOBS}/referCandidates` as const, {
      params: { query: { mobileNumber, positionId } },
      body: candidates,
      ...init,
    }),
  );
  if (!result.ok && result.reason !== 'http') throw new CallError(result.message);
  if (!result.ok) return { ok: false, message: failureText(result.body) };
  const text = result.data?.response ?? result.data?.message ?? '';
  return text === REFERRALS_ADDED ? { ok: true, message: text } : { ok: false, message: text || NONE_ADDED };
}

export function useReferCandidates() {
  return useMutation({ mutationFn: referCandidates });
}
