import { useEffect, useState } from 'react';
import { useLanguage } from '#web/i18n/index.ts';
import type { NameSearch } from '../model/name-search.ts';

/** Each language's matcher, loaded once. */
const loaded = new Map<string, Promise<NameSearch>>();

export interface NameSearchState {
  /** The matcher in the chosen language, or null until it has loaded. */
  search: NameSearch | null;
  /** Whether a field may say 'no match': the matcher is in, or the plain match is the English one. */
  settled: boolean;
  /** A field was focused: the matcher starts loading. */
  start: () => void;
}

/**
 * The search fields' matcher in the chosen language (names in its script, in Latin letters, near misses), fetched
 * when a field is first focused, never with the home screen (model/load-name-search.ts).
 */
export function useNameSearch(): NameSearchState {
  const { code } = useLanguage();
  const [started, setStarted] = useState(false);
  const [ready, setReady] = useState<[string, NameSearch]>();

  useEffect(() => {
    if (!started) return;
    let current = true;
    let search = loaded.get(code);
    if (!search) {
      search = import('../model/load-name-search.ts').then((module) => module.loadNameSearch(code));
      // A failed fetch (the network gone) is tried again on the next focus; the plain match stands in meanwhile.
      search.catch(() => loaded.delete(code));
      loaded.set(code, search);
    }
    search.then((loadedSearch) => current && setReady([code, loadedSearch]), String);
    return () => {
      current = false;
    };
  }, [started, code]);

  const search = ready?.[0] === code ? ready[1] : null;
  return { search, settled: search !== null || code === 'en', start: () => setStarted(true) };
}
