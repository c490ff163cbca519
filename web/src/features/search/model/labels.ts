export interface FilterOption {
  id: number;
  label: string;
}

const key = (text: string) => text.trim().toLowerCase();

/** Adds a label unless it is blank or already there (case-insensitive). */
export function addUnique(list: readonly string[], label: string): string[] {
  const clean = label.trim().replace(/\s+/g, ' ');
  if (clean === '' || list.some((item) => key(item) === key(clean))) return [...list];
  return [...list, clean];
}

/** Ids of the labels that match an option (case-insensitive); the others are ignored. */
export function idsForLabels(labels: readonly string[], options: readonly FilterOption[]): number[] {
  const byLabel = new Map(options.map((o) => [key(o.label), o.id]));
  const ids = labels.map((label) => byLabel.get(key(label))).filter((id): id is number => id !== undefined);
  return [...new Set(ids)];
}

/** Options whose label contains the text, minus those already chosen, up to `limit`. */
export function matchingOptions(
  options: readonly FilterOption[],
  text: string,
  chosen: readonly string[],
  limit = Infinity,
): FilterOption[] {
  const wanted = key(text);
  const taken = new Set(chosen.map(key));
  return options.filter((o) => !taken.has(key(o.label)) && key(o.label).includes(wanted)).slice(0, limit);
}
