/**
 * The message for a field a control body does not take, naming the field, what the body takes, and the field it was
 * most likely meant as ('delay' → 'delayMs').
 */
export function unknownFieldMessage(field: string, what: string, fields: readonly string[]): string {
  const shown = field.slice(0, 64);
  const lower = shown.toLowerCase();
  const meant = lower.length >= 3 ? fields.find((known) => known.toLowerCase().startsWith(lower)) : undefined;
  const hint = meant === undefined ? '' : ` (did you mean ${meant}?)`;
  return `Unknown field '${shown}'${hint}: ${what} takes ${fields.join(', ')}`;
}
