import { ProfileScreen } from '#web/features/profile/index.ts';
import { useSignOut } from '../layout/use-sign-out.ts';
import { paths } from '#web/shared/paths.ts';
import { AccountScreen } from './account-screen.tsx';
import { ACCOUNT_BANNERS } from './screen-banners.ts';

/** My Profile: the profile feature's screen, given the header's sign-out. */
export default function ProfilePage() {
  const signOut = useSignOut();
  return (
    <AccountScreen {...ACCOUNT_BANNERS[paths.profile.path]}>
      <ProfileScreen onSignOut={signOut} />
    </AccountScreen>
  );
}
