import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast.tsx';

function Saver({ durationMs }: { durationMs?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Skills saved successfully', durationMs)}>
      Save
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('a toast', () => {
  it('stays 4 seconds by default, then goes by itself', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Saver />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Skills saved successfully');
    act(() => vi.advanceTimersByTime(3_999));
    expect(screen.getByRole('status')).toHaveTextContent('Skills saved successfully');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays as long as it is asked to', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Saver durationMs={6_000} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(5_999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
