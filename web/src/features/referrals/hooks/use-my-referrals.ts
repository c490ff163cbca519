import { useQueryClient } from '@tanstack/react-query';
import type { ReferralsView } from '#machines';
import { useSession } from '#web/shared/session.ts';
import { useConnectionProblem } from '#web/shared/connection-problem.ts';
import { referralKeys, useReferrals } from '../api/fetch-referrals.ts';

const EMPTY_VIEW: ReferralsView = { referrals: [], stats: { referrals: 0, applies: 0, hires: 0, completions: 0 } };

/** The signed-in candidate's referrals and counts, how their load went, and the refresh a new referral asks for. */
export function useMyReferrals() {
  const { user } = useSession();
  const mobileNumber = user?.mobileNumber ?? '';
  const queryClient = useQueryClient();
  const referrals = useReferrals(mobileNumber);
  const problem = useConnectionProblem(referrals);

  // Without a mobile number the call is skipped and the screen shows no referrals.
  const skipped = mobileNumber === '';
  const view = skipped ? EMPTY_VIEW : referrals.data;
  return {
    view,
    loading: !skipped && referrals.isPending,
    /** Offline, or no answer: the offline state instead of the cards (it loads again once back online). */
    problem: skipped || view ? null : problem,
    failed: !skipped && referrals.isError && !view,
    error: referrals.error,
    retry: () => void referrals.refetch(),
    retrying: referrals.isFetching,
    /** A referral went through: the list and the counts load again. */
    refresh: () => void queryClient.invalidateQueries({ queryKey: referralKeys.list(mobileNumber) }),
  };
}
