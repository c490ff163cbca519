import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobListPlace } from '#machines';
import { api } from '#web/api/index.ts';
import { messageText } from '#web/i18n/index.ts';
import { page } from '#web/shared/reload-page.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { persistedCachePages } from '#web/testing/reloaded-page.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_MOBILE, signInAs } from '#web/testing/session.ts';
import { JobsRequestError, searchJobs } from '../api/search-jobs.ts';
import { useJobListCommands } from '../hooks/job-list-actor.ts';
import { JobList } from './job-list.tsx';
import { JobListProvider } from './job-list-provider.tsx';

// The persisted cache's IndexedDB, in memory: jsdom has no IndexedDB.
const idb = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', async () => (await import('#web/testing/reloaded-page.ts')).memoryIndexedDb(idb));

const mock = setupMockUpstream();
afterEach(() => vi.restoreAllMocks());

// Jobs in the 600-job test world within 50/100/150/200/250 km: Jaipur 12/13/14/25/76, Guwahati 10 at every step.
const JAIPUR: JobListPlace = { latitude: 26.9124, longitude: 75.7873, city: 'Jaipur', isDefault: false };
const GUWAHATI: JobListPlace = { latitude: 26.1445, longitude: 91.7362, city: 'Guwahati', isDefault: false };
const NOWHERE: JobListPlace = { latitude: 10, longitude: 60, city: 'Arabian Sea', isDefault: false };

const searchBodies = () => mock.world.log.list().filter((r) => r.operationId === 'searchJobs');

function SearchButton() {
  const { applySearch } = useJobListCommands();
  return (
    <button type="button" onClick={() => applySearch({ city: null, skillIds: [999999], designationIds: [] })}>
      filter
    </button>
  );
}

function renderList(
  place: JobListPlace,
  {
    authenticated = false,
    mobileNumber,
    queryClient,
  }: { authenticated?: boolean; mobileNumber?: string; queryClient?: QueryClient } = {},
) {
  mobileNumber ??= authenticated ? DEMO_MOBILE : '';
  const locatePlace = vi.fn(async () => place);
  const onOpenJob = vi.fn();
  const view = renderApp(
    <JobListProvider
      authenticated={authenticated}
      mobileNumber={mobileNumber}
      locationPreference={authenticated ? 'current' : null}
      locatePlace={locatePlace}
    >
      <SearchButton />
      <JobList authenticated={authenticated} mobileNumber={mobileNumber} onOpenJob={onOpenJob} onReferJob={vi.fn()} />
    </JobListProvider>,
    { queryClient },
  );
  return { ...view, locatePlace, onOpenJob };
}

const cards = () => screen.queryAllByRole('article');
const skeletons = () => screen.queryAllByTestId('skeleton-card');

describe('JobList', () => {
  it('shows 6 placeholders, then the first 10 jobs under the city heading', async () => {
    renderList(JAIPUR);
    expect(skeletons()).toHaveLength(6);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(skeletons()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Showing Jobs near Jaipur' })).toBeInTheDocument();
    expect(searchBodies()).toHaveLength(1);
  });

  it('answers the same search within 10 s from the query cache, even after a reload (its persisted copy), and asks again after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const { persistFrom, reloadedPage } = await persistedCachePages();
    try {
      const first = renderList(JAIPUR);
      persistFrom(first.queryClient);
      await waitFor(() => expect(cards()).toHaveLength(10));
      // Persisted once the writes are gathered (a second) and the browser is idle.
      const persisted = () =>
        (
          idb.get('visitor') as
            | {
                clientState: {
                  queries: Array<{ queryKey: unknown[]; state: { data: unknown[]; dataUpdatedAt: number } }>;
                };
              }
            | undefined
        )?.clientState.queries.find((query) => query.queryKey[1] === 'search');
      await waitFor(() => expect(persisted()?.state.data).toHaveLength(12), { timeout: 3_000 });
      const fetchedAt = persisted()!.state.dataUpdatedAt;
      expect(Date.now() - fetchedAt).toBeLessThan(5_000);
      first.unmount();

      // A new page within the guard: no call.
      vi.setSystemTime(fetchedAt + 9_000);
      const second = renderList(JAIPUR, { queryClient: await reloadedPage() });
      await waitFor(() => expect(cards()).toHaveLength(10));
      expect(searchBodies()).toHaveLength(1);
      second.unmount();

      vi.setSystemTime(fetchedAt + 10_000);
      renderList(JAIPUR, { queryClient: await reloadedPage() });
      await waitFor(() => expect(searchBodies()).toHaveLength(2));
      await waitFor(() => expect(cards()).toHaveLength(10));
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the service token while the location is still being worked out', async () => {
    api.upstream.tokens.clear();
    let answer: (place: JobListPlace) => void = () => undefined;
    const pending = new Promise<JobListPlace>((resolve) => (answer = resolve));
    renderApp(
      <JobListProvider authenticated={false} mobileNumber="" locationPreference={null} locatePlace={() => pending}>
        <JobList authenticated={false} mobileNumber="" onOpenJob={vi.fn()} onReferJob={vi.fn()} />
      </JobListProvider>,
    );
    const tokenCalls = () => mock.world.log.list().filter((r) => r.operationId === 'fetchProgrammaticUserToken');
    await waitFor(() => expect(tokenCalls()).toHaveLength(1));
    expect(searchBodies()).toHaveLength(0);
    answer(JAIPUR);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(tokenCalls()).toHaveLength(1);
  });

  it("says 'your location' for the default point", async () => {
    renderList({ ...JAIPUR, isDefault: true });
    expect(await screen.findByRole('heading', { name: 'Showing Jobs near your location' })).toBeInTheDocument();
  });

  it('loads 10 more after a 300 ms pause, with 3 placeholders meanwhile', async () => {
    const { user } = renderList(JAIPUR);
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(skeletons()).toHaveLength(3);
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(skeletons()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByText('No more jobs within 50km radius')).toBeInTheDocument();
  });

  it('expands on request and keeps expanding while fewer than 10 new jobs turn up', async () => {
    const { user } = renderList(JAIPUR);
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Expand' }));
    // 100 km adds 1, 150 km adds 1, 200 km adds 11: it stops there with 24 of 25 shown.
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(searchBodies()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(screen.getByText('No more jobs within 200km radius')).toBeInTheDocument();
  });

  it('reaches the maximum distance', async () => {
    const { user } = renderList(GUWAHATI);
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Yes, Expand' }));
    expect(await screen.findByText('Maximum search distance reached')).toBeInTheDocument();
    expect(screen.getByText('No more jobs available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, Expand' })).not.toBeInTheDocument();
    expect(searchBodies()).toHaveLength(5);
  });

  it("stops at 'No, Thanks'", async () => {
    const { user } = renderList(GUWAHATI);
    await user.click(await screen.findByRole('button', { name: 'No, Thanks' }));
    expect(screen.getByText('No more jobs available')).toBeInTheDocument();
    expect(screen.queryByText('No more jobs within 50km radius')).not.toBeInTheDocument();
  });

  it('shows the empty state with the plain text, and offers to expand', async () => {
    renderList(NOWHERE);
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find any jobs at the moment. Please try again later or change your location."),
    ).toBeInTheDocument();
    expect(screen.getByText('No more jobs within 50km radius')).toBeInTheDocument();
  });

  it('shows the filtered empty text after a search', async () => {
    const { user } = renderList(JAIPUR);
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'filter' }));
    expect(
      await screen.findByText('No jobs match your current filters. Try adjusting your search or clearing filters.'),
    ).toBeInTheDocument();
  });

  it("shows 'Unable to Load Jobs' when the search fails, and Try Again reloads", async () => {
    mock.world.faults.add({ operationId: 'searchJobs', status: 500 });
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const { user } = renderList(JAIPUR);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to Load Jobs' })).toBeInTheDocument();
    expect(within(alert).getByText('HTTP 500: {"success":false,"message":"Injected fault"}')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("treats an answer of success: false as a failed search ('Failed to fetch jobs'), not as no jobs", async () => {
    mock.world.faults.add({
      operationId: 'searchJobs',
      status: 200,
      body: { success: false, message: 'Search index unavailable', data: [] },
    });
    renderList(JAIPUR);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to Load Jobs' })).toBeInTheDocument();
    expect(within(alert).getByText('Failed to fetch jobs')).toBeInTheDocument();
    expect(screen.queryByText(/No jobs found/)).not.toBeInTheDocument();
    const failure = await searchJobs({
      latitude: 26.9,
      longitude: 75.8,
      distance: 50,
      page: 1,
      size: 10,
      mobileNumber: '0',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JobsRequestError);
    expect(messageText((failure as JobsRequestError).shown)).toBe('Failed to fetch jobs');
  });

  it('tells a signed-in candidate whose number is unknown that a number is required, without searching', async () => {
    signInAs();
    renderList(JAIPUR, { authenticated: true, mobileNumber: '0' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Mobile number is required to fetch jobs')).toBeInTheDocument();
    expect(searchBodies()).toHaveLength(0);
  });

  it('shows signed-in candidates their skill match and highlights their skills', async () => {
    signInAs();
    renderList({ latitude: 12.9716, longitude: 77.5946, city: 'Bengaluru', isDefault: false }, { authenticated: true });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect((await screen.findAllByText(/% match with/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.querySelectorAll('.job-card__skill--yours').length).toBeGreaterThan(0));
  });
});
