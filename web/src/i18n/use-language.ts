import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { LANGUAGES, type LanguageCode } from './languages.ts';
import { languageStore } from './language-store.ts';

/** The chosen language and a setter; every component using it re-renders on a change. */
export function useLanguage() {
  const code = useSyncExternalStore(languageStore.subscribe, languageStore.get, languageStore.get);
  const setCode = useCallback((next: LanguageCode) => languageStore.set(next), []);
  return { code, setCode, languages: LANGUAGES };
}

/** Follows a language change made in another tab (the storage event fires only in the other tabs). */
export function useLanguageSync(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === LOCAL_KEYS.language) languageStore.sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
