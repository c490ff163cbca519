import { isLoose } from '#machines';
import type { CitySuggestion } from './suggestions.ts';

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
