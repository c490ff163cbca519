import { useTranslation } from 'react-i18next';
import { Check, Circle } from 'lucide-react';
import type { ProfileCompletion } from '#machines';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { profileNs } from '../i18n.ts';

/** Marks where the percentage sits in the translated '{{percent}} complete', so it can be bold in any word order. */
const PERCENT_MARK = '\u0000';

/** Profile Completion: the percentage, its bar, and each section with its weight. */
export function CompletionCard({ completion }: { completion: ProfileCompletion }) {
  const { t } = useTranslation(profileNs);
  const messageText = useMessageText();
  const format = useFormat();
  const [before = '', after = ''] = t('completion.figure', { percent: PERCENT_MARK }).split(PERCENT_MARK);
  return (
    <>
      <h2 className="profile-card__title">{t('completion.title')}</h2>
      <p className="completion__figure">
        {before}
        <strong>{format.number(completion.percentage)}%</strong>
        {after}
      </p>
      <div
        className="completion__track"
        role="progressbar"
        aria-label={t('completion.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completion.percentage}
      >
        <span className="completion__bar" style={{ width: `${completion.percentage}%` }} />
      </div>
      <ul className="completion__list">
        {completion.sections.map((section) => (
          <li key={section.id} className={`completion__item ${section.completed ? 'completion__item--done' : ''}`}>
            <span className="completion__mark" aria-hidden="true">
              {section.completed ? <Check size={14} strokeWidth={3} /> : <Circle size={14} />}
            </span>
            <span className="completion__name">
              {messageText(section.name)}
              <span className="visually-hidden">
                {' '}
                {t(section.completed ? 'completion.done' : 'completion.notDone')}
              </span>
            </span>
            <span className="completion__weight">{format.number(section.weight)}%</span>
          </li>
        ))}
      </ul>
    </>
  );
}
