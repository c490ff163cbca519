import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.UTC(2024, 5, 30, 12, 0, 0);
const minutes = (n: number) => now - n * 60_000;
const days = (n: number) => now - n * 86_400_000;

describe('relative time', () => {
  it.each([
    [now - 30_000, 'Just now'],
    [now + 60_000, 'Just now'],
    [minutes(5), '5 min ago'],
    [minutes(180), '3 hours ago'],
    [days(6), '6 days ago'],
    [days(27), '3 weeks ago'],
    [days(90), '3 months ago'],
    [days(800), '2 years ago'],
  ])('%s reads %s', (then, expected) => {
    expect(relativeTime(then, now)).toBe(expected);
  });
  // The spec lists 'n hours ago', 'n days ago' … with no singular form: its text is kept for n = 1 as well.
  it.each([
    [minutes(1), '1 min ago'],
    [minutes(60), '1 hours ago'],
    [days(1), '1 days ago'],
    [days(7), '1 weeks ago'],
    [days(28), '1 months ago'],
    [days(366), '1 years ago'],
  ])("keeps the spec's form for one: %s reads %s", (then, expected) => {
    expect(relativeTime(then, now)).toBe(expected);
  });
  it('treats an unreadable date as just now', () => {
    expect(relativeTime('not a date', now)).toBe('Just now');
  });
});
