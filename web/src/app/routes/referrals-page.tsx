import { Suspense } from 'react';
import { ReferSidebarCard } from '#web/features/refer-candidate/index.ts';
import { ReferralsScreen } from '#web/features/referrals/index.ts';
import { AccountScreen } from './account-screen.tsx';

/** My Referrals: the referrals feature's screen, with the refer feature's form on the right. */
export default function ReferralsPage() {
  return (
    <AccountScreen titleKey="nav.myReferrals" subtitleKey="account.referralsSubtitle">
      <ReferralsScreen
        renderReferForm={(onReferred) => (
          <Suspense fallback={null}>
            <ReferSidebarCard onReferred={onReferred} />
          </Suspense>
        )}
      />
    </AccountScreen>
  );
}
