import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApplicationView } from '#machines';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { useApplicationHighlight } from './use-application-highlight.ts';

function readPendingHighlight(): string | null {
  return window.sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingHighlight);
}

/**
 * The application a notification or link asks for (`?highlight=`, or the pendingHighlight a notification left):
 * `onMatch` shows it, its card scrolls into view and glows, and the request is cleared afterwards (at once when
 * nothing matched). Returns the key of the glowing card.
 */
export function useRequestedHighlight(
  views: readonly ApplicationView[] | null,
  onMatch: (application: ApplicationView) => void,
): string | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [pending] = useState(readPendingHighlight);
  const target = searchParams.get('highlight') ?? pending;

  const glowing = useApplicationHighlight(target, views, {
    onMatch,
    onSettled: () => {
      window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.pendingHighlight);
      if (searchParams.has('highlight')) setSearchParams({}, { replace: true });
    },
  });

  useEffect(() => {
    if (glowing === null) return;
    const card = document.querySelector(`[data-application-key="${CSS.escape(glowing)}"]`);
    card?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [glowing]);

  return glowing;
}
