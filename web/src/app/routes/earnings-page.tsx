import { EarningsScreen } from '#web/features/earnings/index.ts';
import { AccountScreen } from './account-screen.tsx';

/** My Earnings: the account frame (visitors are asked to sign in) around the candidate's earnings and withdrawals. */
export default function EarningsPage() {
  return (
    <AccountScreen titleKey="nav.myEarnings" subtitleKey="account.earningsSubtitle">
      <EarningsScreen />
    </AccountScreen>
  );
}
