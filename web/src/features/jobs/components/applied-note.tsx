import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { useFormat } from '#web/i18n/index.ts';
import { jobsNs } from '../i18n.ts';
import './applied-note.css';

/** 'Applied on 28 Nov 2026' (the date in the chosen language's locale), or 'Applied' when no date is known. */
export function AppliedNote({ at, className }: { at: number | null; className: string }) {
  const { t } = useTranslation(jobsNs);
  const format = useFormat();
  return (
    <p className={`job-applied ${className}`}>
      <CircleCheck size={18} aria-hidden="true" />
      {at === null ? t('card.applied') : t('card.appliedOn', { date: format.date(at) })}
    </p>
  );
}
