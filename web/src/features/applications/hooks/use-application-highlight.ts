import { useEffect, useRef, useState } from 'react';
import { findHighlighted, HIGHLIGHT_GLOW_MS, HIGHLIGHT_LOOKUP_DELAY_MS, type ApplicationView } from '#machines';

export interface HighlightHandlers {
  /** The application was found: show its tab, clear the filters. */
  onMatch: (application: ApplicationView) => void;
  /** The highlight is over (after the glow, or at once when nothing matched): strip the query. */
  onSettled: () => void;
}

/**
 * Highlights the application a notification or link names: 100 ms after the list arrives it is looked up by
 * budget id, job id, application id or id; a match glows for 3 s. Returns the key of the glowing card.
 */
export function useApplicationHighlight(
  target: string | null,
  list: readonly ApplicationView[] | null,
  handlers: HighlightHandlers,
): string | null {
  const [glowing, setGlowing] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (target === null || list === null || handled.current === target) return;
    const lookup = window.setTimeout(() => {
      handled.current = target;
      const match = list[findHighlighted(list, target)];
      if (match) {
        latest.current.onMatch(match);
        setGlowing(match.key);
      } else {
        latest.current.onSettled();
      }
    }, HIGHLIGHT_LOOKUP_DELAY_MS);
    return () => window.clearTimeout(lookup);
  }, [target, list]);

  useEffect(() => {
    if (glowing === null) return;
    const glow = window.setTimeout(() => {
      setGlowing(null);
      latest.current.onSettled();
    }, HIGHLIGHT_GLOW_MS);
    return () => window.clearTimeout(glow);
  }, [glowing]);

  return glowing;
}
