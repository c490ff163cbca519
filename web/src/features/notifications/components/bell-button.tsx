import type { ButtonHTMLAttributes } from 'react';

export interface BellButtonProps extends Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-expanded' | 'aria-controls'> {
  label: string;
  /** The unread count on the badge; none at 0. */
  count?: number;
  onClick?(): void;
}

/** The bell itself, with its unread badge (99+ above 99). */
export function BellButton({ label, count = 0, onClick, ...aria }: BellButtonProps) {
  return (
    <button type="button" className="notification-bell__button" aria-label={label} onClick={onClick} {...aria}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 ? (
        <span className="notification-bell__badge" aria-hidden="true" data-testid="unread-badge">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
