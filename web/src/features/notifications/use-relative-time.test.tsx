import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, languageStore } from '#web/i18n/index.ts';
import { useRelativeTime } from './use-relative-time.ts';

const now = Date.UTC(2024, 5, 30, 12, 0, 0);
const minutes = (n: number) => now - n * 60_000;
const days = (n: number) => now - n * 86_400_000;

afterEach(() => languageStore.set('en'));

describe('relative time, as a notification reads it', () => {
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
    const { result } = renderHook(() => useRelativeTime());
    expect(result.current(then, now)).toBe(expected);
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
    const { result } = renderHook(() => useRelativeTime());
    expect(result.current(then, now)).toBe(expected);
  });

  it('treats an unreadable date as just now', () => {
    const { result } = renderHook(() => useRelativeTime());
    expect(result.current(Number.NaN, now)).toBe('Just now');
  });

  it('words one of a unit in the chosen language, with its singular where the language has one', async () => {
    const { result } = renderHook(() => useRelativeTime());
    await act(async () => languageStore.set('hi'));
    await vi.waitFor(() => expect(result.current(minutes(60), now)).toBe('1 घंटा पहले'));
    expect(i18n.language).toBe('hi');
    expect(result.current(minutes(180), now)).toBe('3 घंटे पहले');
    expect(result.current(now, now)).toBe('अभी-अभी');
  });
});
