import { ApplicationsScreen } from '#web/features/applications/index.ts';
import { AccountScreen } from './account-screen.tsx';

/** My Applications: the account frame (visitors are asked to sign in) around the candidate's applications. */
export default function ApplicationsPage() {
  return (
    <AccountScreen titleKey="nav.myApplications" subtitleKey="account.applicationsSubtitle">
      <ApplicationsScreen />
    </AccountScreen>
  );
}
