import { CloudOff, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { offlineNs } from './offline-i18n.ts';
import './offline-state.css';

export interface OfflineStateProps {
  /**
   * 'offline': the browser is offline (or the query waits for the network); 'unanswered': online, but the request got
   * no answer (a network error, or its time limit reached).
   */
  problem: 'offline' | 'unanswered';
  /** Asks again; the screen also asks again by itself once the browser is back online. */
  onRetry: () => void;
  /** While a retry runs, the button shows it is busy. */
  retrying?: boolean;
  /** The screen's own failure title and message (the spec's), shown for an unanswered request; offline has its own. */
  title?: string;
  message?: ReactNode;
}

/**
 * What a screen or dialog shows instead of its data when it cannot load for the network: 'You're offline' (and that
 * it loads by itself once back online) or the screen's failure text, with a Retry button. Never a spinner that waits
 * for a network that is not there.
 */
export function OfflineState({ problem, onRetry, retrying, title, message }: OfflineStateProps) {
  const { t } = useTranslation(offlineNs);
  const offline = problem === 'offline';
  return (
    <div className="offline-state" data-problem={problem}>
      <EmptyState
        tone="error"
        icon={offline ? WifiOff : CloudOff}
        title={offline ? t('state.offlineTitle') : (title ?? t('state.unansweredTitle'))}
        message={offline ? t('state.offlineMessage') : (message ?? t('state.unansweredMessage'))}
        action={
          <Button size="lg" busy={retrying} onClick={onRetry}>
            {t('state.retry')}
          </Button>
        }
      />
    </div>
  );
}

/**
 * The short text beside a write's button while the browser is offline ('You're offline: this can be sent once you're
 * back online'); the button itself is disabled and names this text with `aria-describedby={id}`.
 */
export function OfflineNote({ id }: { id?: string }) {
  const { t } = useTranslation(offlineNs);
  return (
    <p className="offline-note" id={id} role="status">
      <WifiOff className="offline-note__icon" size={16} strokeWidth={2} aria-hidden="true" />
      <span>{t('write.offline')}</span>
    </p>
  );
}
