import { useTranslation } from 'react-i18next';
import type { Message } from '#machines';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { Button, Chip } from '#web/ui/index.ts';
import { profileNs } from '../i18n.ts';
import { LoadError, type LoadErrorProps } from './load-error.tsx';

export interface SkillsCardProps {
  skills: string[] | undefined;
  loading: boolean;
  error: Message | null;
  onRetry: () => void;
  onAdd: () => void;
  problem?: LoadErrorProps['problem'];
  retrying?: boolean;
}

/**
 * Skills: the candidate's chips (in the chosen language), or loading, empty and error states; Add Skill opens the Add
 * Skills dialog.
 */
export function SkillsCard({ skills, loading, error, onRetry, onAdd, problem, retrying }: SkillsCardProps) {
  const { t } = useTranslation(profileNs);
  const field = useJobFieldText();
  let body;
  if (loading && !problem) {
    body = (
      <p className="profile-card__empty" role="status">
        {t('skills.loading')}
      </p>
    );
  } else if (error) {
    body = <LoadError error={error} onRetry={onRetry} problem={problem} retrying={retrying} />;
  } else if (!skills || skills.length === 0) {
    body = (
      <div className="profile-card__empty">
        <p className="profile-card__empty-title">{t('skills.none')}</p>
        <p>{t('skills.noneHint')}</p>
      </div>
    );
  } else {
    body = (
      <ul className="skill-chips" aria-label={t('skills.yours')}>
        {skills.map((name) => (
          <li key={name}>
            <Chip label={field.skill(name)} tone="brand" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <div className="profile-card__head">
        <h2 className="profile-card__title">{t('section.skills')}</h2>
        <Button size="sm" variant="secondary" onClick={onAdd} disabled={loading || Boolean(error)}>
          {t('skills.add')}
        </Button>
      </div>
      {body}
    </>
  );
}
