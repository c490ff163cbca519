import { useCallback } from 'react';
import type { Message } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';

/**
 * What a building block shows (a field's error, a toast): a message a flow made, shown in the chosen language, or a
 * text the caller already wrote in it (with `t`).
 */
export type ShownText = Message | string;

/** `ShownText` as the chosen language shows it. */
export function useShownText(): (shown: ShownText) => string {
  const messageText = useMessageText();
  return useCallback((shown: ShownText) => (typeof shown === 'string' ? shown : messageText(shown)), [messageText]);
}
