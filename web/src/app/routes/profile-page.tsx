import { useMemo } from 'react';
import { ProfileScreen, type ProfileServices } from '#web/features/profile/index.ts';
import { useSignOut } from '../layout/use-sign-out.ts';
import { AccountScreen } from './account-screen.tsx';

// The apply feature's resume calls, in their own chunk: importing the apply feature's index here would split it out of
// the home screen's chunk and add a file to the home route's first load. The chunk starts loading with this screen,
// so a first Download or Upload does not wait for it.
const resumeCallsChunk = import('#web/features/apply/resume-calls.ts');
const resumeCalls = () => resumeCallsChunk;

/** My Profile: the profile feature's screen, given the apply feature's resume calls and the header's sign-out. */
export default function ProfilePage() {
  const signOut = useSignOut();
  const services = useMemo<ProfileServices>(
    () => ({
      downloadResume: async (input) => (await resumeCalls()).downloadResume(input),
      uploadResume: async (request) => (await resumeCalls()).updateCandidateResume(request),
      saveFile: async (blob, filename) => (await resumeCalls()).saveFile(blob, filename),
      signOut,
    }),
    [signOut],
  );
  return (
    <AccountScreen titleKey="nav.myProfile" subtitleKey="account.profileSubtitle">
      <ProfileScreen services={services} />
    </AccountScreen>
  );
}
