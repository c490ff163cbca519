const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The spec's forms, 'n hours ago', 'n days ago' …: it gives one form per unit, written for any n, and no
 * singular, so one reads '1 hours ago' as the product shows it.
 */
const ago = (n: number, unit: string) => `${n} ${unit}s ago`;

/** 'Just now', 'n min ago', … 'n years ago'; `now` is passed in so the rule stays pure. */
export function relativeTime(then: Date | number | string, now: Date | number): string {
  const elapsed = new Date(now).getTime() - new Date(then).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return ago(days, 'day');
  if (days < 28) return ago(Math.floor(days / 7), 'week');
  if (days < 365) return ago(Math.max(1, Math.floor(days / 30)), 'month');
  return ago(Math.floor(days / 365), 'year');
}
