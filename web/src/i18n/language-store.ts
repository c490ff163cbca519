import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { chosenLanguage } from './chosen-language.ts';
import { i18n } from './i18n.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';

const listeners = new Set<() => void>();

let current: LanguageCode = DEFAULT_LANGUAGE;

function apply(code: LanguageCode): void {
  current = code;
  // i18next fetches the namespaces listed when the change starts; one registered while it was under way (a chunk
  // that arrived meanwhile) was fetched for the old language, so it is fetched for the new one now.
  void i18n.changeLanguage(code).then(() => {
    const listed = i18n.options.ns;
    const missing = (typeof listed === 'string' ? [listed] : (listed ?? [])).filter(
      (namespace) => !i18n.hasLoadedNamespace(namespace),
    );
    if (missing.length > 0) void i18n.loadNamespaces(missing);
  });
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

function publish(next: LanguageCode): void {
  if (next === current) return;
  apply(next);
  for (const listener of listeners) listener();
}

/**
 * The candidate's chosen language, kept in local storage and followed across tabs; until one is chosen (a first visit,
 * or after sign-out cleared it) the phone's language among the nine, else English.
 */
export const languageStore = {
  get: (): LanguageCode => current,
  set(code: LanguageCode): void {
    window.localStorage.setItem(LOCAL_KEYS.language, code);
    publish(code);
  },
  /** Re-reads local storage: another tab changed it, or sign-out removed it. */
  sync(): void {
    publish(chosenLanguage());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

apply(chosenLanguage());
