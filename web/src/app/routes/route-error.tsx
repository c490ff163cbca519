import { useTranslation } from 'react-i18next';
import { TriangleAlert, WifiOff } from 'lucide-react';
import { failureMessage, upstream, type Message } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
import { Button, Card } from '#web/ui/index.ts';
import { isChunkLoadError } from '../chunk-load.ts';
import { appNs } from '../i18n.ts';
import { page } from '#web/shared/reload-page.ts';
import './route-error.css';

/** What the thrown value says (a failed call's reason, else its text as it came), or null when it says nothing. */
function messageOf(error: unknown): Message | null {
  if (error instanceof Error) return failureMessage(error) ?? upstream(error.message);
  return typeof error === 'string' ? upstream(error) : null;
}

const reload = () => page.reload();

/** The chunk-load screen for a missing script, else the unexpected-error page. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation(appNs);
  const messageText = useMessageText();
  const shown = messageOf(error);
  if (isChunkLoadError(error)) {
    return (
      <Card className="card--page route-error" role="alert" aria-labelledby="route-error-title">
        <WifiOff className="route-error__icon" size={40} aria-hidden="true" />
        <h1 id="route-error-title">{t('chunkError.title')}</h1>
        <p>{t('chunkError.message')}</p>
        <Button onClick={reload}>{t('error.reload')}</Button>
      </Card>
    );
  }
  return (
    <Card className="card--page route-error" role="alert" aria-labelledby="route-error-title">
      <TriangleAlert className="route-error__icon" size={40} aria-hidden="true" />
      <h1 id="route-error-title">{t('error.title')}</h1>
      <p className="route-error__detail">{shown ? messageText(shown) : t('error.fallback')}</p>
      <div className="route-error__actions">
        <Button onClick={reload}>{t('error.reload')}</Button>
        <a className="btn btn--secondary btn--md" href="/">
          {t('error.goHome')}
        </a>
      </div>
    </Card>
  );
}
