const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type AgeUnit = 'min' | 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * How long ago, as the relative time counts it: null under a minute (or for a date that is no date). The screen
 * words it ('Just now', 'n min ago', 'n hours ago' … 'n years ago': web/src/locales/<language>/notifications.json,
 * the spec's one form per unit, so one reads '1 hours ago').
 */
export function elapsedAge(then: Date | number | string, now: Date | number): { count: number; unit: AgeUnit } | null {
  const elapsed = new Date(now).getTime() - new Date(then).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return null;
  if (elapsed < HOUR) return { count: Math.floor(elapsed / MINUTE), unit: 'min' };
  if (elapsed < DAY) return { count: Math.floor(elapsed / HOUR), unit: 'hour' };
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return { count: days, unit: 'day' };
  if (days < 28) return { count: Math.floor(days / 7), unit: 'week' };
  if (days < 365) return { count: Math.max(1, Math.floor(days / 30)), unit: 'month' };
  return { count: Math.floor(days / 365), unit: 'year' };
}
