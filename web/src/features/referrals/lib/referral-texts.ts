import { useCallback } from 'react';
import type { Message, MessageValue } from '#machines';
import { useFormat, useMessageText } from '#web/i18n/index.ts';

/** A message with its numbers written in the chosen language's digits (a count inside 'Pending (2)'). */
function withNumbers(shown: Message, number: (value: number) => string): Message {
  if ('upstream' in shown || shown.values === undefined) return shown;
  const values: Record<string, MessageValue> = {};
  for (const [name, value] of Object.entries(shown.values)) {
    values[name] =
      typeof value === 'number' ? number(value) : typeof value === 'object' ? withNumbers(value, number) : value;
  }
  return { ...shown, values };
}

/** The screen's messages (statuses, filter choices, progress steps) in the chosen language, numbers in its digits. */
export function useReferralText(): (shown: Message) => string {
  const text = useMessageText();
  const { number } = useFormat();
  return useCallback((shown: Message) => text(withNumbers(shown, number)), [text, number]);
}
