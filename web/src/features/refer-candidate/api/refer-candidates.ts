import { useMutation } from '@tanstack/react-query';
import { message, upstream, type Message } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import type { ReferredCandidate } from '../model/referral-rows.ts';

/** The upstream's words for a referral that went through: the only answer that counts as success. */
export const REFERRALS_ADDED = 'Referrals added successfully';
export const NONE_ADDED = message('referCandidate:submit.noneAdded');
export const REFER_FAILED = message('referCandidate:submit.failed');
export const REFER_EXCEPTION = message('referCandidate:submit.error');

export interface ReferInput {
  /** The referrer's number. */
  mobileNumber: string;
  /** 0 for a direct referral. */
  positionId: number;
  candidates: ReferredCandidate[];
}

/** The answer's words as the screen shows them: the upstream's own, or the client's when it wrote none. */
export type ReferOutcome = { ok: true; message: Message } | { ok: false; message: Message };

function failureText(body: string): Message {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; data?: { message?: unknown } };
    if (typeof parsed.message === 'string' && parsed.message !== '' && parsed.message !== 'Unknown response')
      return upstream(parsed.message);
    if (typeof parsed.data?.message === 'string' && parsed.data.message !== '') return upstream(parsed.data.message);
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
  if (text === REFERRALS_ADDED) return { ok: true, message: upstream(text) };
  return { ok: false, message: text ? upstream(text) : NONE_ADDED };
}

export function useReferCandidates() {
  return useMutation({ mutationFn: referCandidates });
}
