import { useEffect, useState } from 'react';
import { useLanguage } from '#web/i18n/index.ts';
import { hasIndicLetters } from '../model/indic-letters.ts';
import type { NameSearch } from '../model/name-search.ts';

/** Each language's matcher, with or without transliteration, loaded once ('hi:true'). */
const loaded = new Map<string, Promise<NameSearch>>();

function load(code: string, transliterate: boolean): Promise<NameSearch> {
  const key = `${code}:${transliterate}`;
  let search = loaded.get(key);
  if (!search) {
    search = import('../model/load-name-search.ts').then((module) => module.loadNameSearch(code, transliterate));
    // A failed fetch (the network gone) is tried again on the next use; the plain match stands in meanwhile.
    search.catch(() => loaded.delete(key));
    loaded.set(key, search);
  }
  return search;
}

/**
 * The search fields' matcher in the chosen language (names in its script, in Latin letters, near misses), or null
 * until it has loaded: it is fetched when a field is first used (`start`, on focus), never with the home screen.
 * Transliteration comes with any language but English, and in English once text in an Indian script is typed.
 */
export interface NameSearchState {
  search: NameSearch | null;
  /** A field was focused or typed into (its text, to see whether it is in an Indian script). */
  start: (typed?: string) => void;
}

export function useNameSearch(): NameSearchState {
  const { code } = useLanguage();
  const [started, setStarted] = useState(false);
  const [indicTyped, setIndicTyped] = useState(false);
  const [ready, setReady] = useState<{ code: string; search: NameSearch } | null>(null);
  const transliterate = code !== 'en' || indicTyped;

  useEffect(() => {
    if (!started) return;
    let current = true;
    load(code, transliterate).then(
      (search) => current && setReady({ code, search }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [started, code, transliterate]);

  return {
    search: ready?.code === code ? ready.search : null,
    start: (typed = '') => {
      setStarted(true);
      if (hasIndicLetters(typed)) setIndicTyped(true);
    },
  };
}
