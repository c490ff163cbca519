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
  /**
   * The matcher in the chosen language, loading it now if need be, once it can read `text` (text in an Indian script
   * waits for the transliteration, which English fetches only for such text): Search Jobs reads typed text with it.
   */
  load: (text: string) => Promise<NameSearch>;
}

/** The matcher of one language, fetched once; a failed fetch (the network gone) is tried again next time. */
function loadFor(code: string): Promise<NameSearch> {
  let search = loaded.get(code);
  if (!search) {
    search = import('../model/load-name-search.ts').then((module) => module.loadNameSearch(code));
    search.catch(() => loaded.delete(code));
    loaded.set(code, search);
  }
  return search;
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
    // A failed fetch is tried again on the next focus; the plain match stands in meanwhile.
    loadFor(code).then((loadedSearch) => current && setReady([code, loadedSearch]), String);
    return () => {
      current = false;
    };
  }, [started, code]);

  const search = ready?.[0] === code ? ready[1] : null;
  return {
    search,
    settled: search !== null || code === 'en',
    start: () => setStarted(true),
    load: async (text) => {
      setStarted(true);
      const [search] = await Promise.all([
        loadFor(code),
        import('../model/load-name-search.ts').then((module) => module.readyToRead(text)),
      ]);
      return search;
    },
  };
}
