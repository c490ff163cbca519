const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The spec's forms, 'n hours ago', 'n days ago' …: it gives one form per unit, written for any n, and no
 * singular, so one reads '1 hours ago' as the product shows it.
 */
const ago = (n: number, unit: string) => `${n} ${unit}s ago`;

export type AgeUnit = 'min' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** How long ago, as the relative time counts it: null under a minute (or for a date that is no date). */
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

/** 'Just now', 'n min ago', … 'n years ago'; `now` is passed in so the rule stays pure. */
export function relativeTime(then: Date | number | string, now: Date | number): string {
  const age = elapsedAge(then, now);
  if (!age) return 'Just now';
  return age.unit === 'min' ? `${age.count} min ago` : ago(age.count, age.unit);
}
