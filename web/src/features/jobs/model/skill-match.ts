/** Colour band of a skill match: green at 80 or more, orange at 60 or more, red below. */
export type MatchTone = 'high' | 'medium' | 'low';

export const MATCH_HIGH = 80;
export const MATCH_MEDIUM = 60;

export function matchTone(percent: number): MatchTone {
  if (percent >= MATCH_HIGH) return 'high';
  if (percent >= MATCH_MEDIUM) return 'medium';
  return 'low';
}

/** Case-insensitive lookup set of the candidate's skill names. */
export function skillSet(names: readonly string[]): ReadonlySet<string> {
  return new Set(names.map((name) => name.trim().toLowerCase()));
}
