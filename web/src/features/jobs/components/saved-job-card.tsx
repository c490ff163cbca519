import { useTranslation } from 'react-i18next';
import { Banknote, CircleOff, MapPin } from 'lucide-react';
import { useFormat } from '#web/i18n/index.ts';
import { Button } from '#web/ui/index.ts';
import { useJobTexts } from '../hooks/use-job-texts.ts';
import { jobsNs } from '../i18n.ts';
import { savedJobsNs } from '../saved-i18n.ts';
import type { JobView } from '../model/normalize-job.ts';
import { SaveJobButton } from './save-job-button.tsx';
// The facts (place, salary) read as on a job card: one set of rules.
import './job-card.css';

export interface SavedJobCardProps {
  job: JobView;
  savedAt: number;
  /** The upstream no longer has the job: it says so, and can only be taken out. */
  gone: boolean;
  onOpen: (job: JobView) => void;
}

/** One saved job: title, company, place, salary and when it was saved; View Details and Save (pressed: take out). */
export function SavedJobCard({ job, savedAt, gone, onOpen }: SavedJobCardProps) {
  const { t } = useTranslation(jobsNs);
  const { t: savedText } = useTranslation(savedJobsNs);
  const format = useFormat();
  const texts = useJobTexts();
  const title = texts.title(job);
  const headingId = `saved-${job.id ?? title}-title`;
  return (
    <article className={`saved-job ${gone ? 'saved-job--gone' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="saved-job__title">
        {title}
      </h3>
      {job.companyName ? <p className="saved-job__company">{job.companyName}</p> : null}
      <dl className="job-card__facts">
        <div className="job-card__fact">
          <dt className="visually-hidden">{t('facts.location')}</dt>
          <dd>
            <MapPin size={16} aria-hidden="true" />
            {texts.place(job)}
          </dd>
        </div>
        <div className="job-card__fact job-card__fact--salary">
          <dt className="visually-hidden">{t('facts.salary')}</dt>
          <dd>
            <Banknote size={16} aria-hidden="true" />
            {texts.salary(job)}
          </dd>
        </div>
      </dl>
      <p className="saved-job__when">{savedText('job.savedOn', { date: format.date(savedAt) })}</p>
      {gone ? (
        <p className="saved-job__gone">
          <CircleOff size={16} aria-hidden="true" />
          {savedText('job.gone')}
        </p>
      ) : null}
      <div className="saved-job__actions">
        <SaveJobButton job={job} title={title} />
        {gone ? null : (
          <Button variant="secondary" size="sm" onClick={() => onOpen(job)}>
            {t('action.viewDetails')}
          </Button>
        )}
      </div>
    </article>
  );
}
