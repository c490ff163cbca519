import { useTranslation } from 'react-i18next';
import { Bookmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSavedJobs } from '#web/entities/saved-jobs/index.ts';
import { paths } from '#web/shared/paths.ts';
import { useOnline } from '#web/shared/use-online.ts';
import { EmptyState } from '#web/ui/index.ts';
import { useGoneJobs } from '../hooks/use-gone-jobs.ts';
import { savedJobsNs } from '../saved-i18n.ts';
import { normalizeJob, type JobView } from '../model/normalize-job.ts';
import { SavedJobCard } from './saved-job-card.tsx';
import './saved-jobs.css';

export interface SavedJobsScreenProps {
  mobileNumber: string;
  /** View Details on a job still there: its details, wherever the app shows them. */
  onOpenJob: (job: JobView) => void;
}

/**
 * Saved Jobs: the jobs the candidate kept on this device, newest first, as they were when saved (so the list reads
 * offline); online, a job the upstream no longer has says so. Save on each card takes it out.
 */
export function SavedJobsScreen({ mobileNumber, onOpenJob }: SavedJobsScreenProps) {
  const { t } = useTranslation(savedJobsNs);
  const saved = useSavedJobs(mobileNumber);
  const gone = useGoneJobs(saved, mobileNumber);
  const online = useOnline();
  if (saved.length === 0) {
    return (
      <EmptyState
        icon={Bookmark}
        title={t('empty.title')}
        message={t('empty.message')}
        action={
          <Link className="btn btn--primary btn--md" to={paths.home.getHref()}>
            {t('empty.findJobs')}
          </Link>
        }
      />
    );
  }
  return (
    <section className="saved-jobs" aria-label={t('list.label')}>
      {online ? null : (
        <p className="saved-jobs__offline" role="status">
          {t('list.offline')}
        </p>
      )}
      <ul className="saved-jobs__list">
        {saved.map((entry) => (
          <li key={entry.id}>
            <SavedJobCard
              job={normalizeJob(entry.job)}
              savedAt={entry.savedAt}
              gone={gone.has(entry.id)}
              onOpen={onOpenJob}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
