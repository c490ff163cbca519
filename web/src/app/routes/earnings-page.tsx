import { EarningsScreen } from '#web/features/earnings/index.ts';
import { paths } from '#web/shared/paths.ts';
import { AccountScreen } from './account-screen.tsx';
import { ACCOUNT_BANNERS } from './screen-banners.ts';

/** My Earnings: the account frame (visitors are asked to sign in) around the candidate's earnings and withdrawals. */
export default function EarningsPage() {
  return (
    <AccountScreen {...ACCOUNT_BANNERS[paths.earnings.path]}>
      <EarningsScreen />
    </AccountScreen>
  );
}
