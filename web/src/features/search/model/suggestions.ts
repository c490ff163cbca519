import { isLoose } from '#machines';

export interface CitySuggestion {
  label: string;
  placeId: string;
}

export const MIN_CITY_QUERY = 3;
export const MAX_CITY_SUGGESTIONS = 50;
export const MAX_DESIGNATION_SUGGESTIONS = 20;
export const CITY_DEBOUNCE_MS = 350;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The suggestions answer is a list, or an object holding it under predictions, results or items. */
export function normalizeSuggestions(answer: unknown): CitySuggestion[] {
  const list = Array.isArray(answer)
    ? answer
    : isLoose(answer)
      ? ([answer.predictions, answer.results, answer.items].find(Array.isArray) ?? [])
      : [];
  return list.flatMap((item: unknown) => {
    if (!isLoose(item)) return [];
    const label = text(item.label) || text(item.name) || text(item.description);
    const placeId = text(item.placeId) || text(item.place_id);
    return label ? [{ label, placeId }] : [];
  });
}

/** What the user typed, trimmed; too short a text asks nothing of the server. */
export function cityQuery(input: string): string | null {
  const trimmed = input.trim();
  return trimmed.length >= MIN_CITY_QUERY ? trimmed : null;
}

/** The city part of a 'City, State' label. */
export function cityNameOf(label: string): string {
  return label.split(',')[0]?.trim() || label;
}
