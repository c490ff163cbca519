import { useTranslation } from 'react-i18next';
import type { Message } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
import { Button } from '#web/ui/index.ts';
import { profileNs } from '../i18n.ts';

/** A section's failed load: its message and Try Again. */
export function LoadError({ error, onRetry }: { error: Message; onRetry: () => void }) {
  const { t } = useTranslation(profileNs);
  const messageText = useMessageText();
  return (
    <div className="profile-alert profile-alert--error profile-alert--row" role="alert">
      <span>{messageText(error)}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
