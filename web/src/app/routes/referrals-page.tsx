import { Suspense } from 'react';
import { ReferSidebarCard } from '#web/features/refer-candidate/index.ts';
import { ReferralsScreen } from '#web/features/referrals/index.ts';
import { paths } from '#web/shared/paths.ts';
import { AccountScreen } from './account-screen.tsx';
import { ACCOUNT_BANNERS } from './screen-banners.ts';

/** My Referrals: the referrals feature's screen, with the refer feature's form on the right. */
export default function ReferralsPage() {
  return (
    <AccountScreen {...ACCOUNT_BANNERS[paths.referrals.path]}>
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
