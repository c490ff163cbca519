import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { DEMO_LINKS } from '#mock/testing/for-clients.ts';
import { onAppEvent } from '#web/shared/app-events.ts';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { linkHelper } from '../link-helper.ts';
import { LinkOverlay } from './link-overlay.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const mock = setupMockUpstream();
afterEach(() => {
  vi.useRealTimers();
  linkHelper.reset();
});

const actualUrlCalls = () => mock.world.log.list().filter((entry) => entry.operationId === 'getActualUrl').length;

function renderAt(path: string, { withHelper = false } = {}) {
  // The helper starts before the first render, as on a page load; the router exists only after it.
  let navigate: (to: string) => void = () => undefined;
  if (withHelper) {
    const url = new URL(path, 'http://localhost');
    linkHelper.start({ pathname: url.pathname, search: url.search }, (to) => navigate(to));
  }
  const { router } = renderApp(
    <Routes>
      <Route
        path="/"
        element={
          <>
            <LinkOverlay />
            <p>Home screen</p>
          </>
        }
      />
      <Route path="/profile" element={<p>Profile screen</p>} />
      <Route path="/interviews" element={<p>Interviews screen</p>} />
      <Route path="/interviewFeedbackScreen" element={<p>Interview feedback screen</p>} />
      <Route
        path="*"
        element={
          <>
            <LinkOverlay />
            <NotFoundPage />
          </>
        }
      />
    </Routes>,
    { route: path },
  );
  navigate = (to) => router.navigate(to);
  return router;
}

function listenForJobs() {
  const opened = vi.fn();
  return { opened, stop: onAppEvent('openJobDetails', opened) };
}

describe('not-found handler', () => {
  it('shows Checking URL... while it asks, then the 404 state for an unknown link', async () => {
    mock.world.faults.add({ operationId: 'getActualUrl', status: 0, delayMs: 200, times: 1 });
    renderAt('/zzUnknown');
    expect(await screen.findByText('Checking URL...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('goes to the path a short link stands for', async () => {
    const router = renderAt(`/${DEMO_LINKS.profile}`);
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/profile');
  });

  it('sends interview links to /interviews with their query', async () => {
    const router = renderAt(`/${DEMO_LINKS.interviewFeedback}`);
    expect(await screen.findByText('Interviews screen')).toBeInTheDocument();
    expect(router.location.search).toContain('isClient=true');
  });

  it('stores an ApplyForJob link, goes home and opens the job 100 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const jobs = listenForJobs();
    const router = renderAt(`/${DEMO_LINKS.applyForJob}`);
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingJobDetails) ?? 'null') as {
      jobId: string;
      fromLink: boolean;
    };
    expect(stored).toMatchObject({ fromLink: true });
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(jobs.opened).toHaveBeenCalledTimes(1));
    expect(jobs.opened.mock.calls[0]![0]).toMatchObject({ jobId: stored.jobId, fromLink: true });
    jobs.stop();
  });

  it('shows 404 without asking again when the link helper already ran for this page load', async () => {
    const router = renderAt('/zzUnknown', { withHelper: true });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(actualUrlCalls()).toBeGreaterThan(0);
    const calls = actualUrlCalls();
    await act(() => router.navigate('/zzOther'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(actualUrlCalls()).toBe(calls);
  });
});

describe('link helper', () => {
  it('shows the overlay while it resolves an ApplyForJob link, goes home and opens the job after 150 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mock.world.faults.add({ operationId: 'getActualUrl', status: 0, delayMs: 200, times: 1 });
    const jobs = listenForJobs();
    const router = renderAt(`/${DEMO_LINKS.applyForJob}`, { withHelper: true });
    expect(await screen.findByText('Checking which screen to load...')).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingJobDetails)).not.toBeNull();
    expect(screen.queryByText('Checking which screen to load...')).not.toBeInTheDocument();
    expect(jobs.opened).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() => expect(jobs.opened).toHaveBeenCalledTimes(1));
    jobs.stop();
  });

  it('opens the in-app path a short link stands for (the profile link) instead of the 404 state', async () => {
    const router = renderAt(`/${DEMO_LINKS.profile}`, { withHelper: true });
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/profile');
    expect(linkHelper.get()).toEqual({ status: 'done', result: { kind: 'navigated', to: '/profile' } });
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(actualUrlCalls()).toBe(1);
  });

  it('runs once per page load and leaves the app paths alone', () => {
    const before = actualUrlCalls();
    linkHelper.start({ pathname: '/applications', search: '' }, () => undefined);
    expect(linkHelper.get()).toEqual({ status: 'done', result: { kind: 'skipped' } });
    linkHelper.start({ pathname: '/zzUnknown', search: '' }, () => undefined);
    expect(linkHelper.get()).toEqual({ status: 'done', result: { kind: 'skipped' } });
    expect(actualUrlCalls()).toBe(before);
  });

  it('hides the overlay after 8 seconds without an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mock.world.faults.add({ operationId: 'getActualUrl', status: 0, delayMs: 9_500, times: 1 });
    renderAt('/zzSlow', { withHelper: true });
    expect(await screen.findByText('Checking which screen to load...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(screen.queryByText('Checking which screen to load...')).not.toBeInTheDocument();
    expect(linkHelper.get()).toEqual({ status: 'done', result: { kind: 'timedOut' } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
