import { useTranslation } from 'react-i18next';
import type { Message } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
import type { ConnectionProblem } from '#web/shared/connection-problem.ts';
import { Button } from '#web/ui/index.ts';
import { OfflineState } from '#web/ui/offline-state.tsx';
import { profileNs } from '../i18n.ts';

export interface LoadErrorProps {
  error: Message;
  onRetry: () => void;
  /** Offline, or no answer: the offline state with Retry instead (the section loads again once back online). */
  problem?: ConnectionProblem | null;
  retrying?: boolean;
}

/** A section's failed load: its message and Try Again. */
export function LoadError({ error, onRetry, problem, retrying }: LoadErrorProps) {
  const { t } = useTranslation(profileNs);
  const messageText = useMessageText();
  if (problem) {
    return <OfflineState problem={problem} onRetry={onRetry} retrying={retrying} title={messageText(error)} />;
  }
  return (
    <div className="profile-alert profile-alert--error profile-alert--row" role="alert">
      <span>{messageText(error)}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
