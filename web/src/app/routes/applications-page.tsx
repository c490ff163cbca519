import { ApplicationsScreen } from '#web/features/applications/index.ts';
import { paths } from '#web/shared/paths.ts';
import { AccountScreen } from './account-screen.tsx';
import { ACCOUNT_BANNERS } from './screen-banners.ts';

/** My Applications: the account frame (visitors are asked to sign in) around the candidate's applications. */
export default function ApplicationsPage() {
  return (
    <AccountScreen {...ACCOUNT_BANNERS[paths.applications.path]}>
      <ApplicationsScreen />
    </AccountScreen>
  );
}
