import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '#web/i18n/index.ts';
import { Button } from '#web/ui/index.ts';
import { appUpdateNs } from './i18n.ts';
import './update-prompt.css';

/** 'New version available' with Reload: a band at the foot of the screen, over the page, clear of the header. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation(appUpdateNs);
  const [reloading, setReloading] = useState(false);
  return (
    <div className="update-prompt" role="status" aria-label={t('label')}>
      <p className="update-prompt__text">{t('available')}</p>
      <Button
        size="sm"
        busy={reloading}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        {t('reload')}
      </Button>
    </div>
  );
}

let shown = false;

/** Shows the prompt once, in a root of its own beside the app's (it is fetched only when a new worker waits). */
export function showUpdatePrompt(onReload: () => void): void {
  if (shown) return;
  shown = true;
  const host = document.createElement('div');
  host.className = 'update-prompt-host';
  document.body.append(host);
  createRoot(host).render(
    <I18nextProvider i18n={i18n}>
      <UpdatePrompt onReload={onReload} />
    </I18nextProvider>,
  );
}
