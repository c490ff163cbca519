import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { appNs } from '../i18n.ts';

/** The browser tab's title in the chosen language (index.html carries the English one for the first paint). */
export function useDocumentTitle(): void {
  const { t } = useTranslation(appNs);
  const title = t('document.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
