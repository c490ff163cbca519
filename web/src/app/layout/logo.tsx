import './logo.css';

/** The brand mark and name. */
export function Logo({ inverse }: { inverse?: boolean }) {
  return (
    <span className={`logo ${inverse ? 'logo--inverse' : ''}`}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-brand)" />
        <path d="M9 11h14v3h-5.5v10h-3V14H9z" fill="var(--color-text-inverse)" />
        <circle cx="23.5" cy="22.5" r="3" fill="var(--color-accent)" />
      </svg>
      <span className="logo__name">
        Talent<span className="logo__accent">Jobs</span>
      </span>
    </span>
  );
}
