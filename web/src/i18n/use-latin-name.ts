import { useEffect, useState } from 'react';
import { latinFullName, type Romanise } from '#machines';
import { hasIndicLetters } from './indic-letters.ts';

let loaded: Romanise | null = null;
/** The transliteration (Sanscript) is a chunk of its own, fetched when a name in an Indian script is first typed. */
const loadRomanise = (): Promise<Romanise> => import('./romanise.ts').then((module) => (loaded = module.romanise));

/**
 * The name as the upstream will receive it (the contract's PersonName is Latin letters): the typed name itself when
 * it is in Latin letters, else its romanised form; null while the transliteration is still loading.
 */
export function useLatinName(typed: string): string | null {
  const indic = hasIndicLetters(typed);
  const [romanise, setRomanise] = useState<Romanise | null>(() => loaded);
  useEffect(() => {
    if (!indic || romanise) return;
    let live = true;
    // Offline without the chunk: no Latin form, and the form says the name cannot be sent yet.
    loadRomanise().then(
      (next) => live && setRomanise(() => next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [indic, romanise]);
  if (!indic) return latinFullName(typed, (text) => text);
  return romanise ? latinFullName(typed, romanise) : null;
}
