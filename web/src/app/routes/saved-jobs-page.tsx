import { useNavigate } from 'react-router-dom';
import type { JobView } from '#web/features/jobs/index.ts';
import { SavedJobsScreen } from '#web/features/jobs/saved-screen.ts';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { paths } from '#web/shared/paths.ts';
import { useSession } from '#web/shared/session.ts';
import { AccountScreen } from './account-screen.tsx';
import { ACCOUNT_BANNERS } from './screen-banners.ts';

/** Saved Jobs: the jobs feature's list of the candidate's saved jobs; View Details opens the job over the home list. */
export default function SavedJobsPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  // The home screen opens a job left here, as it does a notification's.
  const openJob = (job: JobView) => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.pendingJobDetails, JSON.stringify(job));
    void navigate(paths.home.getHref());
  };
  return (
    <AccountScreen {...ACCOUNT_BANNERS[paths.savedJobs.path]}>
      <SavedJobsScreen mobileNumber={user?.mobileNumber ?? ''} onOpenJob={openJob} />
    </AccountScreen>
  );
}
