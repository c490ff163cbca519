export interface CitySuggestion {
  label: string;
  placeId: string;
}

export const MIN_CITY_QUERY = 3;
export const MAX_CITY_SUGGESTIONS = 50;
export const MAX_DESIGNATION_SUGGESTIONS = 20;
export const CITY_DEBOUNCE_MS = 350;

/** What the user typed, trimmed; too short a text asks nothing of the server. */
export function cityQuery(input: string): string | null {
  const trimmed = input.trim();
  return trimmed.length >= MIN_CITY_QUERY ? trimmed : null;
}

/** The city part of a 'City, State' label. */
export function cityNameOf(label: string): string {
  return label.split(',')[0]?.trim() || label;
}
