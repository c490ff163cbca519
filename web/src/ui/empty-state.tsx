import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** A lucide icon, drawn decoratively above the title. */
  icon?: LucideIcon;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}

/** The message shown instead of a list: nothing yet, nothing found, or an error. */
export function EmptyState({ title, message, icon: Icon = SearchX, action, tone = 'neutral' }: EmptyStateProps) {
  return (
    <div className={`empty-state empty-state--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <Icon className="empty-state__icon" size={36} strokeWidth={1.75} aria-hidden="true" />
      <h3 className="empty-state__title">{title}</h3>
      {message ? <p className="empty-state__message">{message}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
