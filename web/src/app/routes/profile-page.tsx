import { ProfileScreen } from '#web/features/profile/index.ts';
import { useSignOut } from '../layout/use-sign-out.ts';
import { AccountScreen } from './account-screen.tsx';

/** My Profile: the profile feature's screen, given the header's sign-out. */
export default function ProfilePage() {
  const signOut = useSignOut();
  return (
    <AccountScreen titleKey="nav.myProfile" subtitleKey="account.profileSubtitle">
      <ProfileScreen onSignOut={signOut} />
    </AccountScreen>
  );
}
