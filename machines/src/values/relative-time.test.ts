import { describe, expect, it } from 'vitest';
import { elapsedAge } from './relative-time.ts';

const now = Date.UTC(2024, 5, 30, 12, 0, 0);
const minutes = (n: number) => now - n * 60_000;
const days = (n: number) => now - n * 86_400_000;

// The screen words the age ('Just now', '5 min ago', '3 hours ago' …): web/src/features/notifications/use-relative-time.test.tsx.
describe('relative time', () => {
  it.each([
    [minutes(5), { count: 5, unit: 'min' }],
    [minutes(180), { count: 3, unit: 'hour' }],
    [days(6), { count: 6, unit: 'day' }],
    [days(27), { count: 3, unit: 'week' }],
    [days(90), { count: 3, unit: 'month' }],
    [days(800), { count: 2, unit: 'year' }],
  ])('%s is %j ago', (then, expected) => {
    expect(elapsedAge(then, now)).toEqual(expected);
  });
  it.each([
    [minutes(1), { count: 1, unit: 'min' }],
    [minutes(60), { count: 1, unit: 'hour' }],
    [days(1), { count: 1, unit: 'day' }],
    [days(7), { count: 1, unit: 'week' }],
    [days(28), { count: 1, unit: 'month' }],
    [days(366), { count: 1, unit: 'year' }],
  ])('counts one of each unit: %s is %j ago', (then, expected) => {
    expect(elapsedAge(then, now)).toEqual(expected);
  });
  it('is no age under a minute, in the future, or for an unreadable date (just now)', () => {
    expect(elapsedAge(now - 30_000, now)).toBeNull();
    expect(elapsedAge(now + 60_000, now)).toBeNull();
    expect(elapsedAge('not a date', now)).toBeNull();
  });
});
