import { useTranslation } from 'react-i18next';
import { Bookmark } from 'lucide-react';
import { useSavedJobs, useSetJobSaved } from '#web/entities/saved-jobs/index.ts';
import { useSession } from '#web/shared/session.ts';
import { Button } from '#web/ui/index.ts';
import { useSignedInAction } from '../hooks/use-signed-in-action.ts';
import { jobsNs } from '../i18n.ts';
import type { JobView } from '../model/normalize-job.ts';
import './save-job-button.css';

export interface SaveJobButtonProps {
  job: JobView;
  /** The job's title as shown: the button is named for it ('Save Cook'). */
  title: string;
  /** The bookmark alone (a card's corner); otherwise the bookmark and 'Save' (the details). */
  iconOnly?: boolean;
}

/**
 * Save: a toggle (aria-pressed) that keeps the job in the candidate's Saved Jobs on this device, or takes it out.
 * Its name stays 'Save {title}' pressed or not, the bookmark filled while saved. A visitor is asked to sign in, and
 * the job is saved once they have. Nothing for a job without an id.
 */
export function SaveJobButton({ job, title, iconOnly = false }: SaveJobButtonProps) {
  const { t } = useTranslation(jobsNs);
  const { user } = useSession();
  const mobileNumber = user?.mobileNumber ?? null;
  const saved = useSavedJobs(mobileNumber).some((entry) => entry.id === job.id);
  const setSaved = useSetJobSaved(mobileNumber ?? '');
  const guard = useSignedInAction();
  const id = job.id;
  if (id === null) return null;
  return (
    <Button
      variant={iconOnly ? 'ghost' : 'secondary'}
      size="sm"
      className={`save-job ${iconOnly ? 'save-job--icon' : ''}`}
      aria-pressed={saved}
      aria-label={t('save.name', { title })}
      onClick={guard(
        () => setSaved({ id, job }, !saved),
        () => ({ kind: 'job', action: 'save', job }),
      )}
    >
      <Bookmark className="save-job__icon" size={20} aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
      {iconOnly ? null : <span>{t('save.action')}</span>}
    </Button>
  );
}
