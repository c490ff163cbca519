import { useCallback } from 'react';
import { useTexts } from './use-texts.ts';
import { i18n } from './i18n.ts';

const NAMESPACE = 'messages';

/**
 * The spec's and the server's messages (validation, errors, confirmations) are kept in English where
 * they are made — machines, the contract's rules, the mock — and shown through this lookup, keyed by
 * their exact English wording (`i18n/messages/<language>.ts`). English needs no catalogue: a text with
 * no translation, such as a message the upstream writes itself, shows as it came.
 */
export function translateMessage(text: string): string {
  return String(i18n.t(text, { ns: NAMESPACE, defaultValue: text }));
}

/** `translateMessage` for components: re-renders when the language or its messages arrive. */
export function useMessageText(): (text: string) => string {
  const { t } = useTexts(NAMESPACE);
  return useCallback((text: string) => String(t(text, { defaultValue: text })), [t]);
}
