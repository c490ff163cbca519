import { message, type Message } from '../messages/message.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A server date as epoch milliseconds, or null when there is none: empty, the zero date ('0000-00-00…') or
 * unparsable. Text without a zone ('2026-11-02 10:30:00') is read as local time; numbers are epoch milliseconds.
 */
export function parseApplicationDate(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  const text = value.trim();
  if (text === '' || /^0000-00-00/.test(text)) return null;
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const at = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    return at.getMonth() === Number(mo) - 1 ? at.getTime() : null;
  }
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : null;
}

/** 'Nov 2, 2026' (the en-US short date of the applications screen), or '' for no date. */
export function formatApplicationDate(at: number | null): string {
  if (at === null) return '';
  const date = new Date(at);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The Recent Activity time: 'Nd ago', 'Nh ago', 'Nm ago' or 'just now'. */
export function activityTimeAgo(at: number | null, now: number): Message {
  const elapsed = at === null ? 0 : now - at;
  if (elapsed >= DAY) return message('applications:recent.daysAgo', { number: Math.floor(elapsed / DAY) });
  if (elapsed >= HOUR) return message('applications:recent.hoursAgo', { number: Math.floor(elapsed / HOUR) });
  if (elapsed >= MINUTE) return message('applications:recent.minutesAgo', { number: Math.floor(elapsed / MINUTE) });
  return message('applications:recent.justNow');
}
