import { useTranslation } from 'react-i18next';
import { OfflineState } from '#web/ui/offline-state.tsx';
import { Button, Spinner } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { useApplicationStatus } from '#web/entities/applications/index.ts';
import { titleCase } from '../model/job-skills.ts';
import { useJobDetails } from '../hooks/use-job-details.ts';
import { useJobTexts } from '../hooks/use-job-texts.ts';
import { useSignedInAction } from '../hooks/use-signed-in-action.ts';
import { jobsNs } from '../i18n.ts';
import type { JobView } from '../model/normalize-job.ts';
import { AppliedNote } from './applied-note.tsx';
import { SaveJobButton } from './save-job-button.tsx';
import { ShareJobButton } from './share-job-button.tsx';
import './job-details-modal.css';

export interface JobDetailsModalProps {
  job: JobView | null;
  /** The signed-in candidate's number ('' for visitors), sent when a link's job is completed from getJobById. */
  mobileNumber?: string;
  onClose: () => void;
  onApply: (job: JobView) => void;
  onRefer: (job: JobView) => void;
  /** When the candidate applied, from their applications (null: date unknown); undefined when they do not say. */
  appliedAt?: number | null | undefined;
  /** The signed-in candidate's id ('' for visitors): a job the applications do not mark is asked about (getApplicationStatus). */
  candidateId?: string;
}

function Section({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation(jobsNs);
  return (
    <section className="job-details__section">
      <h3 className="job-details__section-title">{title}</h3>
      {/* The employer's own text, in the language they wrote it (English): read aloud as English. */}
      <p
        className={text ? 'job-details__text' : 'job-details__text job-details__text--empty'}
        lang={text ? 'en' : undefined}
      >
        {text || t('details.notSpecified')}
      </p>
    </section>
  );
}

/** Everything about one job, with Share, Refer Someone and Apply Now (visitors are asked to sign in). */
export function JobDetailsModal({
  job,
  mobileNumber,
  onClose,
  onApply,
  onRefer,
  appliedAt,
  candidateId = '',
}: JobDetailsModalProps) {
  const { details, loading, failed, problem, retry, retrying } = useJobDetails(job, mobileNumber);
  // A job from a link or a notification may be one the applications list does not hold: its own status says.
  const appliedByStatus = useApplicationStatus(candidateId, appliedAt === undefined ? (job?.id ?? null) : null);
  const applied = appliedAt !== undefined ? appliedAt : appliedByStatus ? null : undefined;
  const { t } = useTranslation(jobsNs);
  const texts = useJobTexts();
  const guard = useSignedInAction();
  if (!details) return null;

  const field = texts.field;
  const facts = [texts.jobType(details), texts.experience(details), field.term(details.workMode)].filter(Boolean);
  const title = texts.title(details);
  return (
    <Dialog
      open
      size="lg"
      className="job-details"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={guard(
              () => onRefer(details),
              () => ({ kind: 'job', action: 'refer', job: details }),
            )}
          >
            {t('action.referSomeone')}
          </Button>
          {applied === undefined ? (
            <Button
              onClick={guard(
                () => onApply(details),
                () => ({ kind: 'job', action: 'apply', job: details }),
              )}
            >
              {t('action.applyNow')}
            </Button>
          ) : (
            <AppliedNote at={applied} className="job-details__applied" />
          )}
        </>
      }
    >
      <div className="job-details__body" aria-busy={loading}>
        <div className="job-details__lead">
          {details.companyName ? <p className="job-details__company">{details.companyName}</p> : null}
          <div className="job-details__lead-actions">
            <SaveJobButton job={details} title={title} />
            <ShareJobButton job={details} title={title} />
          </div>
        </div>
        <dl className="job-details__facts">
          <div>
            <dt>{t('facts.location')}</dt>
            <dd>{texts.place(details)}</dd>
          </div>
          <div>
            <dt>{t('facts.salary')}</dt>
            <dd className="job-details__salary">{texts.salary(details)}</dd>
          </div>
        </dl>
        {facts.length > 0 ? (
          <ul className="job-details__tags" aria-label={t('details.facts')}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {problem ? (
          <OfflineState problem={problem} onRetry={retry} retrying={retrying} title={t('details.partlyFailed')} />
        ) : failed ? (
          <p className="job-details__notice" role="alert">
            {t('details.partlyFailed')}
          </p>
        ) : null}
        <Section title={t('details.description')} text={details.description} />
        <Section title={t('details.requirements')} text={details.requirements} />
        <Section title={t('details.responsibilities')} text={details.responsibilities} />
        <section className="job-details__section">
          <h3 className="job-details__section-title">{t('details.skills')}</h3>
          {details.skills.length > 0 ? (
            <ul className="job-details__skills">
              {details.skills.map((skill) => (
                <li key={skill}>{field.skill(titleCase(skill))}</li>
              ))}
            </ul>
          ) : (
            <p className="job-details__text job-details__text--empty">{t('details.notSpecified')}</p>
          )}
        </section>
        {loading ? (
          <div className="job-details__overlay" role="status">
            <Spinner />
            {t('details.loading')}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
