import type { HandlerTable } from '../pipeline/handler.ts';
import { fetchReferrals } from './referrals/fetch-referrals.ts';
import { referCandidates } from './referrals/refer-candidates.ts';
import { updateReferralStatus } from './referrals/update-referral-status.ts';

export const referralsHandlers = {
  referCandidates,
  fetchReferrals,
  updateReferralStatus,
} satisfies Partial<HandlerTable>;
