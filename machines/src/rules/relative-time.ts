const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Just now', 'n min ago', … 'n years ago'; `now` is passed in so the rule stays pure. */
export function relativeTime(then: Date | number | string, now: Date | number): string {
  const elapsed = new Date(now).getTime() - new Date(then).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} hours ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return `${days} days ago`;
  if (days < 28) return `${Math.floor(days / 7)} weeks ago`;
  if (days < 365) return `${Math.max(1, Math.floor(days / 30))} months ago`;
  return `${Math.floor(days / 365)} years ago`;
}
