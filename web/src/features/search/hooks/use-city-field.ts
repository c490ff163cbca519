import { useState } from 'react';
import type { NameSearch } from '../model/name-search.ts';
import type { ChosenCity } from '../model/search-criteria.ts';
import type { CitySuggestion } from '../model/suggestions.ts';
import { useAddCity } from './use-add-city.ts';
import { useCitySuggestions } from './use-city-suggestions.ts';

/** The city field: the text being typed, its suggestions and hint, and the city chosen from them. */
export interface CityField {
  text: string;
  setText: (text: string) => void;
  suggestions: CitySuggestion[];
  hint: string | null;
  city: ChosenCity | null;
  /** Looks the chosen suggestion's coordinates up; the city is set (and the text emptied) once they are in. */
  choose: (option: { key: string; label: string }) => Promise<void>;
  /** A chosen city's coordinates are being looked up. */
  adding: boolean;
  remove: () => void;
  clear: () => void;
}

/** `search`: the matcher in the chosen language, once loaded (a city typed in its script is looked up in English). */
export function useCityField(search: NameSearch | null): CityField {
  const [text, setText] = useState('');
  const [city, setCity] = useState<ChosenCity | null>(null);
  const { suggestions, hint } = useCitySuggestions(text, search);
  const { addCity, adding } = useAddCity();
  return {
    text,
    setText,
    suggestions,
    hint,
    city,
    choose: async (option) => {
      const suggestion = suggestions.find((s) => s.placeId === option.key || s.label === option.label);
      if (!suggestion) return;
      const chosen = await addCity(suggestion);
      if (!chosen) return;
      setCity(chosen);
      setText('');
    },
    adding,
    remove: () => setCity(null),
    clear: () => {
      setText('');
      setCity(null);
    },
  };
}
