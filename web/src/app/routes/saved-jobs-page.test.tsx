import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedJobsKeys, type SavedJob } from '#web/entities/saved-jobs/index.ts';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { createQueryClient } from '../query-client.ts';
import { DEMO_MOBILE, signInAs } from '#web/testing/session.ts';

const mock = setupMockUpstream({ jobCount: 50 });

/** The demo candidate signed in with one job saved earlier on this phone. */
function withSavedJob() {
  signInAs();
  const job = [...mock.world.jobs.all()][0]!;
  const queryClient = createQueryClient({ retry: false });
  const saved: SavedJob = { id: String(job.id), job: { id: job.id, title: job.jobName }, savedAt: Date.now() };
  queryClient.setQueryData(savedJobsKeys.of(DEMO_MOBILE), [saved]);
  return { job, queryClient };
}

describe('Saved Jobs, the screen', () => {
  it('is in the header and lists the jobs the candidate saved; View Details opens the job over the home list', async () => {
    const { job, queryClient } = withSavedJob();
    const { user, router } = renderApp({ route: '/', queryClient });
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Saved Jobs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: job.jobName });
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: job.jobName })).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingJobDetails)).toBeNull();
  });

  it('is forgotten when the candidate signs out', async () => {
    const { job, queryClient } = withSavedJob();
    const { user, router } = renderApp({ route: '/saved', queryClient });
    await screen.findByRole('article', { name: job.jobName });
    await user.click(await screen.findByRole('button', { name: /^Account menu for/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Account menu for/ })).not.toBeInTheDocument());
    expect(queryClient.getQueryData(savedJobsKeys.of(DEMO_MOBILE))).toBeUndefined();
    // The next person to sign in on this phone starts with none.
    act(() => void signInAs());
    await act(() => router.navigate('/saved'));
    expect(await screen.findByRole('heading', { name: 'No saved jobs yet' })).toBeInTheDocument();
  });
});
