import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/i18n/index.ts';
import { interviewsNs } from '../i18n.ts';

export interface InterviewCountersProps {
  total: number;
  pending: number;
  completed: number;
}

/** The three counters over the tabs: all interviews, pending, completed. */
export function InterviewCounters({ total, pending, completed }: InterviewCountersProps) {
  const { t } = useTranslation(interviewsNs);
  const format = useFormat();
  return (
    <ul className="interview-counters" aria-label={t('counters.label')}>
      <li className="interview-counter interview-counter--total">
        <span className="interview-counter__count">{format.number(total)}</span>
        <span className="interview-counter__label">{t('counters.total')}</span>
      </li>
      <li className="interview-counter interview-counter--pending">
        <span className="interview-counter__count">{format.number(pending)}</span>
        <span className="interview-counter__label">{t('counters.pending')}</span>
      </li>
      <li className="interview-counter interview-counter--completed">
        <span className="interview-counter__count">{format.number(completed)}</span>
        <span className="interview-counter__label">{t('counters.completed')}</span>
      </li>
    </ul>
  );
}
