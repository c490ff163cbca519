import { Button, Chip } from '../../../ui/index.ts';

export const SKILLS_LOADING = 'Loading skills…';
export const NO_SKILLS = 'No skills added yet';
export const NO_SKILLS_HINT = 'Click Add Skill to show employers what you can do.';

export interface SkillsCardProps {
  skills: string[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onAdd: () => void;
}

/** Skills: the candidate's chips, or loading, empty and error states; Add Skill opens the Add Skills dialog. */
export function SkillsCard({ skills, loading, error, onRetry, onAdd }: SkillsCardProps) {
  let body;
  if (loading) {
    body = (
      <p className="profile-card__empty" role="status">
        {SKILLS_LOADING}
      </p>
    );
  } else if (error) {
    body = (
      <div className="profile-alert profile-alert--error profile-alert--row" role="alert">
        <span>{error}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  } else if (!skills || skills.length === 0) {
    body = (
      <div className="profile-card__empty">
        <p className="profile-card__empty-title">{NO_SKILLS}</p>
        <p>{NO_SKILLS_HINT}</p>
      </div>
    );
  } else {
    body = (
      <ul className="skill-chips" aria-label="Your skills">
        {skills.map((name) => (
          <li key={name}>
            <Chip label={name} tone="brand" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <div className="profile-card__head">
        <h2 className="profile-card__title">Skills</h2>
        <Button size="sm" variant="secondary" onClick={onAdd} disabled={loading || Boolean(error)}>
          + Add Skill
        </Button>
      </div>
      {body}
    </>
  );
}
