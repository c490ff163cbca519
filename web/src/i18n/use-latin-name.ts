import { latinFullName } from '#machines';
import { hasIndicLetters } from './names/indic-letters.ts';
import { useRomanise } from './names/load-romanise.ts';

/**
 * The name as the upstream will receive it (the contract's PersonName is Latin letters): the typed name itself when
 * it is in Latin letters, else its romanised form; null while the transliteration is still loading (or, offline
 * without its chunk, cannot load: the form then says the name cannot be sent yet).
 */
export function useLatinName(typed: string): string | null {
  const indic = hasIndicLetters(typed);
  const romanise = useRomanise(indic);
  if (!indic) return latinFullName(typed, (text) => text);
  return romanise ? latinFullName(typed, romanise) : null;
}
