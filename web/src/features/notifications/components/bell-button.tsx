import { Bell } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

export interface BellButtonProps extends Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-expanded' | 'aria-controls'
> {
  label: string;
  /** The unread count on the badge; none at 0. */
  count?: number;
  onClick?(): void;
}

/** The bell itself, with its unread badge (99+ above 99). */
export function BellButton({ label, count = 0, onClick, ...aria }: BellButtonProps) {
  return (
    <button type="button" className="notification-bell__button" aria-label={label} onClick={onClick} {...aria}>
      <Bell size={22} aria-hidden="true" />
      {count > 0 ? (
        <span className="notification-bell__badge" aria-hidden="true" data-testid="unread-badge">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
