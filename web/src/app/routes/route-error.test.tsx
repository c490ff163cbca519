import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { ChunkLoadError, CHUNK_LOAD_TIMEOUT_MS, loadChunk } from '../chunk-load.ts';
import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';
import { message } from '#machines';
import { CallError } from '#web/api/index.ts';
import { languageStore } from '#web/i18n/index.ts';
import { page } from '#web/shared/reload-page.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

afterEach(() => {
  languageStore.set('en');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Boom(): never {
  throw new Error('Cannot read properties of undefined (reading "jobName")');
}

describe('route error boundary', () => {
  it('shows Unexpected Application Error! with the error and a Reload button for a render-time error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <RouteErrorBoundary>
        <Boom />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined (reading "jobName")')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows a failed call's reason in the chosen language", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function FailedCall(): never {
      throw new CallError(message('common:error.network'));
    }
    render(
      <RouteErrorBoundary>
        <FailedCall />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Network error')).toBeInTheDocument();
    await act(() => languageStore.set('hi'));
    expect(await screen.findByText('नेटवर्क में गड़बड़ी', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('clears the error page once the visitor goes to another screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/broken">
        <Boom />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    rerender(
      <RouteErrorBoundary resetKey="/broken">
        <p>Still broken?</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    rerender(
      <RouteErrorBoundary resetKey="/projects">
        <p>Projects screen</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Projects screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });

  it('shows the chunk-load screen when a screen script fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const user = userEvent.setup();
    // A screen as the route table makes it: its module loaded under the chunk time limit.
    const Failing = preloadableLazy(
      () => loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))),
      { idle: false },
    );
    render(
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Failing />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('chunk loading', () => {
  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const outcome = loadChunk(() => new Promise<never>(() => undefined)).catch((error: unknown) => error);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Loading the screen timed out after 120 s');
  });

  it('passes a loaded module through', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 'screen' }))).resolves.toEqual({ default: 'screen' });
  });
});
