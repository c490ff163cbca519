import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/ui/index.ts';
import { linksNs } from '../i18n.ts';
import { useLinkHelperState } from '../link-state.ts';
import './link-overlay.css';

/** Covers the page while a shared link is being resolved. */
export function LinkOverlay() {
  const { t } = useTranslation(linksNs);
  const state = useLinkHelperState();
  if (state.status !== 'running' || !state.overlay) return null;
  return (
    <div className="link-overlay" role="status" aria-live="polite">
      <div className="link-overlay__card">
        <Spinner />
        <p>{t('overlay.checking')}</p>
      </div>
    </div>
  );
}
