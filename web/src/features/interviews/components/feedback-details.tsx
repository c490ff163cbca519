import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import type { ClientInterview } from '#machines';
import { useInterviewSchedule } from '../hooks/use-interview-labels.ts';
import { interviewsNs } from '../i18n.ts';

/** The feedback's Candidate Details: name, date, time and mobile. */
export function FeedbackDetails({ interview }: { interview: ClientInterview }) {
  const { t } = useTranslation(interviewsNs);
  const headingId = useId();
  const schedule = useInterviewSchedule()(interview.interviewDateTime);
  return (
    <section className="feedback-dialog__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="feedback-dialog__heading">
        {t('feedback.details')}
      </h3>
      <dl className="feedback-dialog__details">
        <div>
          <dt>{t('fact.name')}</dt>
          <dd>{interview.candidateName}</dd>
        </div>
        <div>
          <dt>{t('fact.date')}</dt>
          <dd>{schedule?.date ?? t('notScheduled')}</dd>
        </div>
        <div>
          <dt>{t('fact.time')}</dt>
          <dd>{schedule?.time ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('fact.mobile')}</dt>
          <dd>{interview.candidateMobile || '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
