import { useEffect, useState } from 'react';
import type { Romanise } from './name-matcher.ts';

let loaded: Romanise | null = null;
let loading: Promise<Romanise> | null = null;

/** The transliteration (Sanscript, its own chunk), fetched once; a failed fetch (no network) is tried again. */
export function loadRomanise(): Promise<Romanise> {
  loading ??= import('./romanise.ts').then(
    (module) => (loaded = module.romanise),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The transliteration if it is in; asking starts fetching it (text typed meanwhile meets only its own script). */
export function romaniseIfLoaded(): Romanise | null {
  if (!loaded) loadRomanise().catch(String);
  return loaded;
}

/**
 * The transliteration for a screen, once `needed` (a language with its own script chosen, or text in an Indian
 * script typed): null until it is in, then the screen renders again with it.
 */
export function useRomanise(needed: boolean): Romanise | null {
  // A function as the initial state would be called by React: it is wrapped.
  const [romanise, setRomanise] = useState(() => loaded);
  useEffect(() => {
    if (!needed || romanise) return;
    let current = true;
    loadRomanise().then((found) => current && setRomanise(() => found), String);
    return () => {
      current = false;
    };
  }, [needed, romanise]);
  return romanise;
}
