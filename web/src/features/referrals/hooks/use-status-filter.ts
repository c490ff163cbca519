import { useState } from 'react';
import { ALL_REFERRALS, filterByStatus, statusFilterOptions, type Referral } from '#machines';

/** The Status filter: its choices counted from the referrals, the one chosen (All when it lists none) and what it shows. */
export function useStatusFilter(referrals: readonly Referral[]) {
  const [status, setStatus] = useState(ALL_REFERRALS);
  const options = statusFilterOptions(referrals);
  const chosen = options.some((o) => o.value === status) ? status : ALL_REFERRALS;
  return { options, chosen, choose: setStatus, shown: filterByStatus(referrals, chosen) };
}
