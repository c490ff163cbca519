import { describe, expect, it } from 'vitest';
import { english } from '../testing/english.ts';
import { activityTimeAgo, formatApplicationDate, parseApplicationDate } from './application-dates.ts';

describe('parseApplicationDate', () => {
  it('reads the server date-time, an ISO date and epoch milliseconds', () => {
    expect(parseApplicationDate('2026-11-02 10:30:00')).toBe(new Date(2026, 10, 2, 10, 30).getTime());
    expect(parseApplicationDate('2026-10-25')).toBe(new Date(2026, 9, 25).getTime());
    expect(parseApplicationDate('2026-10-20T11:00:00+05:30')).toBe(Date.parse('2026-10-20T05:30:00Z'));
    expect(parseApplicationDate(1_700_000_000_000)).toBe(1_700_000_000_000);
  });
  it.each([null, undefined, '', '0000-00-00', '0000-00-00 00:00:00', 'not a date', '2026-13-45', 0, Number.NaN])(
    '%s is no date',
    (value) => {
      expect(parseApplicationDate(value)).toBeNull();
    },
  );
});

describe('formatApplicationDate', () => {
  it("writes 'Mon D, YYYY'", () => {
    expect(formatApplicationDate(new Date(2026, 10, 2, 10, 30).getTime())).toBe('Nov 2, 2026');
    expect(formatApplicationDate(new Date(2026, 0, 28).getTime())).toBe('Jan 28, 2026');
    expect(formatApplicationDate(null)).toBe('');
  });
});

describe('activityTimeAgo', () => {
  const now = Date.parse('2026-11-20T10:00:00Z');
  it.each([
    [now - 3 * 86_400_000 - 5, '3d ago'],
    [now - 86_400_000, '1d ago'],
    [now - 5 * 3_600_000, '5h ago'],
    [now - 12 * 60_000, '12m ago'],
    [now - 30_000, 'just now'],
    [now + 60_000, 'just now'],
    [null, 'just now'],
  ])('%s → %s', (at, text) => expect(english(activityTimeAgo(at, now))).toBe(text));
});
