import type { MockWorld } from '../../core/world.ts';
import { DAY_MS } from './dates.ts';

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const UPSTREAM = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

/** Epoch ms of an upstream time: 'YYYY-MM-DD HH:mm:ss' is India time; ISO texts carry their own zone. */
export function parseUpstreamTime(text: string): number | null {
  const m = UPSTREAM.exec(text);
  if (m) {
    const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
    return Date.UTC(y, mo - 1, d, h, mi, s) - IST_OFFSET_MS;
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}

export const NOTIFICATION_WINDOW_DAYS = 7;

/** Sent within the last 7 days of the mock clock (and not in its future). */
export function withinWindow(world: MockWorld, sentOn: string): boolean {
  const sent = parseUpstreamTime(sentOn);
  const now = world.clock.now();
  return sent !== null && sent <= now && sent >= now - NOTIFICATION_WINDOW_DAYS * DAY_MS;
}
