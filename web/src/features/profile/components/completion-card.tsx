import type { ProfileCompletion } from '#machines';

/** Profile Completion: the percentage, its bar, and each section with its weight. */
export function CompletionCard({ completion }: { completion: ProfileCompletion }) {
  return (
    <>
      <h2 className="profile-card__title">Profile Completion</h2>
      <p className="completion__figure">
        <strong>{completion.percentage}%</strong> complete
      </p>
      <div className="completion__track" role="progressbar" aria-label="Profile completion" aria-valuemin={0} aria-valuemax={100} aria-valuenow={completion.percentage}>
        <span className="completion__bar" style={{ width: `${completion.percentage}%` }} />
      </div>
      <ul className="completion__list">
        {completion.sections.map((section) => (
          <li key={section.name} className={`completion__item ${section.completed ? 'completion__item--done' : ''}`}>
            <span className="completion__mark" aria-hidden="true">
              {section.completed ? '✓' : '○'}
            </span>
            <span className="completion__name">
              {section.name}
              <span className="visually-hidden">{section.completed ? ' (complete)' : ' (not complete)'}</span>
            </span>
            <span className="completion__weight">{section.weight}%</span>
          </li>
        ))}
      </ul>
    </>
  );
}
