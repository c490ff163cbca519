import type { MockWorld } from '../../core/world.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How the upstream writes a date that was never set. */
export const ZERO_DATE = '0000-00-00 00:00:00';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in India time, as the upstream writes timestamps. */
export function upstreamDateTime(epochMs: number): string {
  const ist = new Date(epochMs + 5.5 * 60 * 60 * 1000);
  return `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}-${pad(ist.getUTCDate())} ${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}:${pad(ist.getUTCSeconds())}`;
}

/** The mock clock's now, shifted by whole days (negative for the past). */
export function daysFromNow(world: MockWorld, days: number): number {
  return world.clock.now() + days * DAY_MS;
}

export function isoFromNow(world: MockWorld, days: number): string {
  return new Date(daysFromNow(world, days)).toISOString();
}
