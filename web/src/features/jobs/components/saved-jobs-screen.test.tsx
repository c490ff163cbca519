import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedJobsKeys, type SavedJob } from '#web/entities/saved-jobs/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_MOBILE, signInAs } from '#web/testing/session.ts';
import { normalizeJob } from '../model/normalize-job.ts';
import { SavedJobsScreen } from './saved-jobs-screen.tsx';

const mock = setupMockUpstream({ jobCount: 50 });
afterEach(() => onlineManager.setOnline(true));

const onOpenJob = vi.fn();
afterEach(() => onOpenJob.mockReset());

/** A job of the mock's world, as the home list holds it, saved at `savedAt`. */
function savedJob(at: number, savedAt: number): SavedJob {
  const job = [...mock.world.jobs.all()][at]!;
  return { id: String(job.id), job: normalizeJob(job), savedAt };
}

/** A job the upstream never had (or has since removed). */
const GONE: SavedJob = {
  id: '987654321',
  job: normalizeJob({ id: 987654321, jobName: 'Night Watchman', companyName: 'Old Mills', cityName: 'Pune' }),
  savedAt: Date.parse('2026-11-02T06:00:00Z'),
};

function renderSaved(saved: SavedJob[]) {
  signInAs();
  const view = renderApp(<SavedJobsScreen mobileNumber={DEMO_MOBILE} onOpenJob={onOpenJob} />, {
    onSignInRequest: vi.fn(),
  });
  view.queryClient.setQueryData(savedJobsKeys.of(DEMO_MOBILE), saved);
  return view;
}

const savedCards = () => within(screen.getByRole('region', { name: 'Your saved jobs' })).getAllByRole('article');

describe('Saved Jobs', () => {
  it('says there are none yet, with a way to find jobs', () => {
    signInAs();
    renderApp(<SavedJobsScreen mobileNumber={DEMO_MOBILE} onOpenJob={onOpenJob} />, { onSignInRequest: vi.fn() });
    expect(screen.getByRole('heading', { name: 'No saved jobs yet' })).toBeInTheDocument();
    expect(screen.getByText('Tap the bookmark on a job to keep it here for later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/');
  });

  it('lists the saved jobs newest first as they were saved; View Details opens one; Save (pressed) takes one out', async () => {
    const older = savedJob(0, Date.parse('2026-11-10T06:00:00Z'));
    const newer = savedJob(1, Date.parse('2026-11-18T06:00:00Z'));
    const { user, queryClient } = renderSaved([newer, older]);
    const [first, second] = await waitFor(() => savedCards());
    const newerTitle = normalizeJob(newer.job).title;
    const olderTitle = normalizeJob(older.job).title;
    expect(within(first!).getByRole('heading')).toHaveTextContent(newerTitle);
    expect(within(first!).getByText('Saved on 18 Nov 2026')).toBeInTheDocument();
    expect(within(second!).getByRole('heading')).toHaveTextContent(olderTitle);

    await user.click(within(first!).getByRole('button', { name: 'View Details' }));
    expect(onOpenJob).toHaveBeenCalledWith(expect.objectContaining({ id: newer.id, title: newerTitle }));

    // From the keyboard: Space on the second card's Save (pressed).
    const unsave = within(second!).getByRole('button', { name: `Save ${olderTitle}` });
    expect(unsave).toHaveAttribute('aria-pressed', 'true');
    unsave.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(savedCards()).toHaveLength(1));
    expect(queryClient.getQueryData<SavedJob[]>(savedJobsKeys.of(DEMO_MOBILE))?.map((entry) => entry.id)).toEqual([
      newer.id,
    ]);
    // Nothing goes to the upstream but the check that each job is still there.
    expect(new Set(mock.world.log.list().map((request) => request.operationId))).toEqual(
      new Set(['fetchProgrammaticUserToken', 'getJobById']),
    );
  });

  it('says so on a saved job the upstream no longer has, which can only be taken out', async () => {
    const kept = savedJob(2, Date.parse('2026-11-12T06:00:00Z'));
    const { user } = renderSaved([GONE, kept]);
    const gone = await screen.findByRole('article', { name: 'Night Watchman' });
    expect(await within(gone).findByText('This job is no longer available')).toBeInTheDocument();
    expect(within(gone).getByText('Old Mills')).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: 'View Details' })).not.toBeInTheDocument();
    const still = screen.getByRole('article', { name: normalizeJob(kept.job).title });
    expect(within(still).queryByText('This job is no longer available')).not.toBeInTheDocument();
    expect(within(still).getByRole('button', { name: 'View Details' })).toBeInTheDocument();

    await user.click(within(gone).getByRole('button', { name: 'Save Night Watchman' }));
    expect(screen.queryByRole('article', { name: 'Night Watchman' })).not.toBeInTheDocument();
  });

  it('reads offline as saved, saying so, and asks about the jobs once back online', async () => {
    act(() => onlineManager.setOnline(false));
    const kept = savedJob(3, Date.parse('2026-11-12T06:00:00Z'));
    renderSaved([kept, GONE]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You're offline: these are the jobs as you saved them.",
    );
    expect(savedCards()).toHaveLength(2);
    expect(screen.getByRole('article', { name: 'Night Watchman' })).toBeInTheDocument();
    expect(mock.world.log.list().filter((request) => request.operationId === 'getJobById')).toEqual([]);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('This job is no longer available')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('calls no job gone when the check gets no answer', async () => {
    let asked = 0;
    mock.server.use(
      http.get(/\/getJobById/, () => {
        asked += 1;
        return HttpResponse.error();
      }),
    );
    renderSaved([GONE]);
    await waitFor(() => expect(asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('article', { name: 'Night Watchman' })).toBeInTheDocument();
    expect(screen.queryByText('This job is no longer available')).not.toBeInTheDocument();
  });
});
