export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** India time is UTC+5:30 all year; the upstream writes its timestamps in it. */
export const IST_OFFSET_MS = 5.5 * HOUR_MS;
/** How the upstream writes a date that was never set. */
export const ZERO_DATE = '0000-00-00 00:00:00';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in India time, as the upstream writes timestamps. */
export function upstreamDateTime(epochMs: number): string {
  const ist = new Date(epochMs + IST_OFFSET_MS);
  return `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}-${pad(ist.getUTCDate())} ${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}:${pad(ist.getUTCSeconds())}`;
}

const UPSTREAM = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Epoch ms of an upstream date: 'YYYY-MM-DD HH:mm:ss' (India time), a bare 'YYYY-MM-DD', or ISO 8601 with
 * a zone. The zero date, blanks and unparsable text give null.
 */
export function parseUpstreamDate(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  if (text === '' || text.startsWith('0000-00-00')) return null;
  const match = UPSTREAM.exec(text);
  if (match) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
    const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    return Number.isNaN(utc) ? null : utc - IST_OFFSET_MS;
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}
