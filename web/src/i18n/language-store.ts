import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { chosenLanguage } from './chosen-language.ts';
import { i18n } from './i18n.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';

const listeners = new Set<() => void>();

let current: LanguageCode = DEFAULT_LANGUAGE;

/** The chosen language's change under way (its texts fetched, i18next switched), settled either way. */
let changing: Promise<void> = Promise.resolve();

/** The namespaces registered so far (their code has loaded), as i18next lists them. */
function listedNamespaces(): string[] {
  const listed = i18n.options.ns;
  return typeof listed === 'string' ? [listed] : [...(listed ?? [])];
}

function apply(code: LanguageCode): void {
  current = code;
  // i18next fetches the namespaces listed when the change starts; one registered while it was under way (a chunk
  // that arrived meanwhile) was fetched for the old language, so it is fetched for the new one now.
  // (loadNamespaces passes over those already in.)
  changing = i18n.changeLanguage(code).then(
    () => i18n.loadNamespaces(listedNamespaces()),
    () => undefined,
  );
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

/**
 * Settles once the chosen language's texts are in for every namespace registered so far (English's arrive with their
 * code): the first render waits for them, so that a candidate who chose Hindi is not shown the screen in English
 * first. i18next switches its language only once the new one's texts have arrived, so this waits for that change
 * before loading what was registered meanwhile. Settles on failure too (offline, say): English shows until they come.
 */
export function languageTextsLoaded(): Promise<void> {
  return changing
    .then(() => i18n.loadNamespaces(listedNamespaces()))
    .then(
      () => undefined,
      () => undefined,
    );
}
