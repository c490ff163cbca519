import { useTranslation } from 'react-i18next';
import { interviewStatusTone, type ClientInterview } from '#machines';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { interviewsNs } from '../i18n.ts';
import { useInterviewSchedule, useStatusLabel } from '../hooks/use-interview-labels.ts';

export interface InterviewCardProps {
  interview: ClientInterview;
  interviewId: number;
  onOpen(interview: ClientInterview): void;
}

/** One interview: candidate, designation, status, city, mobile, date and time, the feedback quote; opens the feedback. */
export function InterviewCard({ interview, interviewId, onOpen }: InterviewCardProps) {
  const { t } = useTranslation(interviewsNs);
  const field = useJobFieldText();
  const statusLabel = useStatusLabel();
  const scheduleOf = useInterviewSchedule();
  const titleId = `interview-${interviewId}-name`;
  const schedule = scheduleOf(interview.interviewDateTime);
  const feedback = (interview.feedback ?? '').trim();
  return (
    <article className="interview-card" aria-labelledby={titleId} data-interview-id={interviewId}>
      <header className="interview-card__header">
        <div className="interview-card__heading">
          <h2 id={titleId} className="interview-card__name">
            <button type="button" className="interview-card__open" onClick={() => onOpen(interview)}>
              {interview.candidateName}
            </button>
          </h2>
          {interview.designation ? (
            <p className="interview-card__designation">{field.title(interview.designation)}</p>
          ) : null}
        </div>
        <span className={`interview-status interview-status--${interviewStatusTone(interview.status)}`}>
          {statusLabel(interview.status)}
        </span>
      </header>
      <dl className="interview-card__facts">
        <div className="interview-card__fact">
          <dt>{t('fact.city')}</dt>
          <dd>{field.city(interview.city ?? '') || '—'}</dd>
        </div>
        <div className="interview-card__fact">
          <dt>{t('fact.mobile')}</dt>
          <dd>{interview.candidateMobile || '—'}</dd>
        </div>
        <div className="interview-card__fact">
          <dt>{t('fact.date')}</dt>
          <dd>{schedule?.date ?? t('notScheduled')}</dd>
        </div>
        <div className="interview-card__fact">
          <dt>{t('fact.time')}</dt>
          <dd>{schedule?.time ?? '—'}</dd>
        </div>
      </dl>
      {feedback ? <blockquote className="interview-card__feedback">“{feedback}”</blockquote> : null}
    </article>
  );
}
