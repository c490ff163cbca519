import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallError } from '#web/api/index.ts';
import { connectionProblem } from '#web/shared/connection-problem.ts';
import { useOnline } from '#web/shared/use-online.ts';
import { message } from '#machines';
import { OfflineNote, OfflineState } from './offline-state.tsx';

afterEach(() => onlineManager.setOnline(true));

describe('OfflineState', () => {
  it("offline: says so, that it loads by itself once back online, and offers Retry (not the screen's failure text)", async () => {
    const onRetry = vi.fn();
    render(<OfflineState problem="offline" onRetry={onRetry} title="Error Loading Applications" />);
    const state = screen.getByRole('alert');
    expect(state).toHaveTextContent("You're offline");
    expect(state).toHaveTextContent("This will load by itself when you're back online.");
    expect(state).not.toHaveTextContent('Error Loading Applications');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("no answer while online: the screen's own failure text, else its own, with Retry busy while it asks again", () => {
    const { rerender } = render(
      <OfflineState problem="unanswered" onRetry={() => {}} title="Error Loading Referrals" message="Network error" />,
    );
    expect(screen.getByRole('heading', { name: 'Error Loading Referrals' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    rerender(<OfflineState problem="unanswered" onRetry={() => {}} retrying />);
    expect(screen.getByRole('heading', { name: "Couldn't connect" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });
});

/** A write's button as the features wire it: disabled while offline, with the reason beside it. */
function SendButton() {
  const online = useOnline();
  return (
    <>
      {online ? null : <OfflineNote id="note" />}
      <button type="button" disabled={!online} aria-describedby={online ? undefined : 'note'}>
        Send
      </button>
    </>
  );
}

describe('the write-button rule', () => {
  it('offline, the button is disabled and says why; back online, it is available again', () => {
    render(<SendButton />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(false));
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription("You're offline: this can be sent once you're back online.");

    act(() => onlineManager.setOnline(true));
    expect(send).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("follows the browser's own offline and online events", () => {
    render(<SendButton />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('connectionProblem', () => {
  const failed = (error: unknown) => ({ status: 'error' as const, fetchStatus: 'idle' as const, error });
  const network = new CallError(message('common:error.network'));
  const timedOut = new CallError(message('common:error.timeout'));
  const refused = new CallError({ upstream: 'HTTP 500: boom' });

  it('a query paused for the network is offline', () => {
    expect(connectionProblem({ status: 'pending', fetchStatus: 'paused', error: null }, false)).toBe('offline');
  });
  it('a failure while offline is offline; a network error or a time limit while online is unanswered', () => {
    expect(connectionProblem(failed(refused), false)).toBe('offline');
    expect(connectionProblem(failed(network), true)).toBe('unanswered');
    expect(connectionProblem(failed(timedOut), true)).toBe('unanswered');
  });
  it("an upstream's refusal, a load under way or a success keeps the screen's own states", () => {
    expect(connectionProblem(failed(refused), true)).toBeNull();
    expect(connectionProblem({ status: 'pending', fetchStatus: 'fetching', error: null }, true)).toBeNull();
    expect(connectionProblem({ status: 'success', fetchStatus: 'idle', error: null }, false)).toBeNull();
  });
});
