import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toApplicationView } from '#machines';
import { useApplicationHighlight } from './use-application-highlight.ts';

const list = [
  toApplicationView({ id: 1, budgetId: 310, jobId: 1042 }, 0),
  toApplicationView({ id: 2, applicationId: 58231 } as never, 1),
];

describe('useApplicationHighlight', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 100 ms after the list arrives, glows the match for 3 s, then settles', () => {
    const onMatch = vi.fn();
    const onSettled = vi.fn();
    const { result, rerender } = renderHook(
      ({ items }) => useApplicationHighlight('58231', items, { onMatch, onSettled }),
      {
        initialProps: { items: null as typeof list | null },
      },
    );
    act(() => vi.advanceTimersByTime(500));
    expect(onMatch).not.toHaveBeenCalled();

    rerender({ items: list });
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(onMatch).toHaveBeenCalledWith(list[1]);
    expect(result.current).toBe(list[1]!.key);

    act(() => vi.advanceTimersByTime(2_999));
    expect(onSettled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it.each(['310', '1042', '1'])('finds the application by %s', (id) => {
    const onMatch = vi.fn();
    renderHook(() => useApplicationHighlight(id, list, { onMatch, onSettled: vi.fn() }));
    act(() => vi.advanceTimersByTime(100));
    expect(onMatch).toHaveBeenCalledWith(list[0]);
  });

  it('settles at once when nothing matches, and does nothing without a target', () => {
    const onMatch = vi.fn();
    const onSettled = vi.fn();
    const { result } = renderHook(() => useApplicationHighlight('999', list, { onMatch, onSettled }));
    act(() => vi.advanceTimersByTime(100));
    expect([onMatch.mock.calls.length, onSettled.mock.calls.length, result.current]).toEqual([0, 1, null]);

    const idle = vi.fn();
    renderHook(() => useApplicationHighlight(null, list, { onMatch: idle, onSettled: idle }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(idle).not.toHaveBeenCalled();
  });
});
