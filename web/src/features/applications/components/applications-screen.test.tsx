import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CANDIDATE_ID } from '#mock/testing/for-clients.ts';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { page } from '#web/shared/reload-page.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { setupMockUpstream, TEST_NOW } from '#web/testing/mock-upstream.ts';
import { DEMO_MOBILE, signInAs } from '#web/testing/session.ts';
import { ApplicationsScreen } from './applications-screen.tsx';

const mock = setupMockUpstream();

const demoApplications = () =>
  mock.world.db.application.findMany({ where: { candidateId: { equals: DEMO_CANDIDATE_ID } } });

async function renderScreen(route = '/applications') {
  signInAs();
  const view = renderApp(<ApplicationsScreen />, { route, onSignInRequest: vi.fn() });
  await screen.findByRole('tab', { name: /^Active Applications/ });
  return view;
}

const cards = () => screen.getAllByRole('article');

const urls: string[] = [];
beforeEach(() => {
  urls.length = 0;
  mock.server.events.on('request:start', ({ request }) => void urls.push(request.url));
});
afterEach(() => mock.server.events.removeAllListeners());

describe('ApplicationsScreen', () => {
  it("offline: 'You're offline' with Retry instead of placeholders; back online, the cards load by themselves", async () => {
    mock.server.use(http.get('*/fetchCandidateApplications', () => HttpResponse.error()));
    onlineManager.setOnline(false);
    try {
      signInAs();
      renderApp(<ApplicationsScreen />, { route: '/applications', onSignInRequest: vi.fn() });
      expect(await screen.findByRole('heading', { name: "You're offline" })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0);

      mock.server.resetHandlers();
      act(() => onlineManager.setOnline(true));
      expect(await screen.findByRole('tab', { name: /^Active Applications/ })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: "You're offline" })).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it("no answer while online: 'Error Loading Applications' with Retry, which asks again without reloading the page", async () => {
    mock.server.use(http.get('*/fetchCandidateApplications', () => HttpResponse.error()));
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const { user } = await (async () => {
      signInAs();
      return renderApp(<ApplicationsScreen />, { route: '/applications', onSignInRequest: vi.fn() });
    })();
    expect(await screen.findByRole('heading', { name: 'Error Loading Applications' })).toBeVisible();
    mock.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: /^Active Applications/ })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows 6 placeholder cards while loading, in a status region named for what loads', async () => {
    signInAs();
    renderApp(<ApplicationsScreen />, { route: '/applications', onSignInRequest: vi.fn() });
    const loading = screen.getByRole('status', { name: 'Loading applications' });
    expect(within(loading).getAllByTestId('skeleton-card')).toHaveLength(6);
    expect(await screen.findByRole('tab', { name: /^Active Applications/ })).toBeInTheDocument();
  });

  it('loads page 1 of 50 in English and counts the tiles and tabs by the status rules', async () => {
    await renderScreen();
    const list = new URL(urls.find((u) => u.includes('fetchCandidateApplications'))!);
    expect(Object.fromEntries(list.searchParams)).toMatchObject({
      page: '1',
      size: '50',
      language: 'en',
      mobileNumber: DEMO_MOBILE,
    });

    const tiles = within(screen.getByRole('list', { name: 'Summary' }));
    const all = demoApplications().length;
    expect(tiles.getByText('Submitted').nextSibling).toHaveTextContent(String(all));
    expect(tiles.getByText('Shortlisted').nextSibling).toHaveTextContent('4');
    expect(tiles.getByText('Rejected').nextSibling).toHaveTextContent('5');
    expect(tiles.getByText('Interviews').nextSibling).toHaveTextContent('3');

    expect(screen.getByRole('tab', { name: 'Active Applications (16)' })).toHaveAttribute('aria-selected', 'true');
    expect(cards()).toHaveLength(16);
    expect(screen.getAllByText('Shortlisted', { selector: '.application-status' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Selected - Round 1')).toBeInTheDocument();
    expect(screen.getAllByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).length).toBeGreaterThan(0);
    // The application names the monthly ceiling alone: never shown as if it were the pay.
    expect(screen.getAllByText(/^Up to ₹[\d,]+ per month$/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^[A-Za-z ]+ - \d{6}$/).length).toBeGreaterThan(0);
  });

  it('switches to the closed tab', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Closed Applications (8)' }));
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'applications-panel-closed');
    expect(cards()).toHaveLength(8);
    for (const label of ['Withdrawn', 'Completed', 'Hired', 'Position Closed', 'No Show', 'Not Joined', 'Rejected']) {
      expect(
        within(screen.getByRole('tabpanel')).getAllByText(label, { selector: '.application-status' }).length,
      ).toBeGreaterThan(0);
    }
  });

  it('filters by status group and by date applied', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TEST_NOW);
    const { user } = await renderScreen();
    const filters = within(screen.getByRole('complementary', { name: 'Filters' }));
    await user.click(filters.getByRole('radio', { name: 'Shortlisted' }));
    expect(screen.getByRole('tab', { name: 'Active Applications (2)' })).toBeInTheDocument();
    expect(
      cards().map((c) => within(c).getByText(/Shortlisted/, { selector: '.application-status' }).textContent),
    ).toEqual(['Shortlisted', 'Shortlisted']);

    await user.click(filters.getByRole('radio', { name: 'Applied' }));
    expect(screen.getByRole('tab', { name: 'Active Applications (2)' })).toBeInTheDocument();
    expect(
      cards()
        .map((c) => c.querySelector('.application-status')?.textContent)
        .sort(),
    ).toEqual(['Applied', 'Submitted']);

    await user.click(filters.getAllByRole('radio', { name: 'All' })[0]!);
    await user.click(filters.getByRole('radio', { name: 'Last 7 days' }));
    const recent = cards().length;
    expect(recent).toBeGreaterThan(0);
    expect(recent).toBeLessThan(16);
    expect(filters.getByRole('radio', { name: 'Last 3 months' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('reloads the list on a return to the screen only when the last load is 10 s old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TEST_NOW);
    signInAs();
    const { router } = renderApp({ route: '/applications' });
    await screen.findByRole('tab', { name: /^Active Applications/ }, { timeout: 5_000 });
    const loads = () => urls.filter((u) => u.includes('fetchCandidateApplications')).length;
    expect(loads()).toBe(1);
    const away = async () => {
      act(() => router.navigate('/referrals'));
      await screen.findByRole('heading', { level: 1, name: 'My Referrals' }, { timeout: 5_000 });
      act(() => router.navigate('/applications'));
      await screen.findByRole('tab', { name: /^Active Applications/ }, { timeout: 5_000 });
    };

    vi.setSystemTime(TEST_NOW + 9_999);
    await away();
    expect(loads()).toBe(1);

    vi.setSystemTime(TEST_NOW + 10_000);
    await away();
    await waitFor(() => expect(loads()).toBe(2));
    vi.useRealTimers();
  }, 20_000);

  it('opens the details and the timeline of an application', async () => {
    const { user } = await renderScreen();
    const first = cards()[0]!;
    const jobName = within(first).getByRole('heading', { level: 2 }).textContent ?? '';
    await user.click(within(first).getByRole('button', { name: 'View Details' }));
    const details = screen.getByRole('dialog', { name: jobName });
    for (const section of ['Summary', 'Description', 'Responsibilities', 'Requirements', 'Skills']) {
      expect(within(details).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await user.click(within(first).getByRole('button', { name: 'View Timeline' }));
    const timeline = screen.getByRole('dialog', { name: 'Application Timeline' });
    expect(await within(timeline).findByText('Applied')).toBeInTheDocument();
    expect(
      within(timeline).queryByText('Unable to load latest timeline. Showing available information.'),
    ).not.toBeInTheDocument();
  });

  it("keeps the applications opened in the browser and marks their cards 'Recently viewed', newest first", async () => {
    const { user, unmount } = await renderScreen();
    const [first, second] = cards();
    const keyOf = (card: HTMLElement) => card.getAttribute('data-application-key')!;
    expect(screen.queryByText('Recently viewed')).not.toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'View Details' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await user.click(within(second!).getByRole('button', { name: 'View Timeline' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(within(first!).getByText('Recently viewed')).toBeInTheDocument();
    expect(within(second!).getByText('Recently viewed')).toBeInTheDocument();
    expect(screen.getAllByText('Recently viewed')).toHaveLength(2);
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.recentlyViewedApplications)!)).toEqual([
      keyOf(second!),
      keyOf(first!),
    ]);
    const firstKey = keyOf(first!);
    unmount();

    // Another visit: the marks come back from the browser.
    await renderScreen();
    const again = cards().find((card) => card.getAttribute('data-application-key') === firstKey)!;
    expect(within(again).getByText('Recently viewed')).toBeInTheDocument();
  });

  it('shows the local timeline with a notice when the timeline call fails', async () => {
    const { user } = await renderScreen();
    mock.world.faults.add({ operationId: 'fetchApplicationTimeline', status: 500 });
    await user.click(within(cards()[0]!).getByRole('button', { name: 'View Timeline' }));
    const timeline = screen.getByRole('dialog', { name: 'Application Timeline' });
    expect(
      await within(timeline).findByText('Unable to load latest timeline. Showing available information.'),
    ).toBeInTheDocument();
    expect(within(timeline).getByText('Applied')).toBeInTheDocument();
    expect(within(timeline).getByText('Final Decision')).toBeInTheDocument();
  });

  it('lists up to 5 recent applications with relative times', async () => {
    await renderScreen();
    const panel = within(screen.getByRole('region', { name: 'Recent Activity' }));
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(5));
    expect(panel.getAllByText(/^(\d+[dhm] ago|just now)$/)).toHaveLength(5);
    const recent = new URL(urls.find((u) => u.includes('lastAppliedJobs'))!);
    expect(Object.fromEntries(recent.searchParams)).toEqual({ candidateId: String(DEMO_CANDIDATE_ID), size: '5' });
  });

  it('tells when recent activity fails and empties the list', async () => {
    mock.world.faults.add({ operationId: 'lastAppliedJobs', status: 500 });
    await renderScreen();
    const panel = within(screen.getByRole('region', { name: 'Recent Activity' }));
    expect(await panel.findByText('Failed to load recent activity')).toBeInTheDocument();
    expect(panel.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the error state with Try Again, which reloads the page', async () => {
    mock.world.faults.add({ operationId: 'fetchCandidateApplications', status: 500 });
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    signInAs();
    const { user } = renderApp(<ApplicationsScreen />, { route: '/applications', onSignInRequest: vi.fn() });
    expect(await screen.findByRole('heading', { name: 'Error Loading Applications' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load applications. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows No Applications Yet with Browse Jobs to / for a candidate without applications', async () => {
    signInAs({ mobileNumber: '9123400000', candidateId: null });
    renderApp(<ApplicationsScreen />, { route: '/applications', onSignInRequest: vi.fn() });
    expect(await screen.findByRole('heading', { name: 'No Applications Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/');
  });

  it('highlights the application a notification names on its tab, then strips the query', async () => {
    const closed = demoApplications().find((a) => a.candidateStatus === 'Hired')!;
    window.sessionStorage.setItem('pendingHighlight', String(closed.id));
    const { router } = await renderScreen(`/applications?highlight=${closed.id}`);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Closed Applications/ })).toHaveAttribute('aria-selected', 'true'),
    );
    const glowing = document.querySelector('.application-card--glow');
    expect(glowing?.querySelector('.application-status')?.textContent).toBe('Hired');
    expect(
      within(screen.getByRole('complementary', { name: 'Filters' })).getAllByRole('radio', { name: 'All' })[1],
    ).toBeChecked();
    await waitFor(() => expect(router.location.search).toBe(''), { timeout: 4_000 });
    expect(document.querySelector('.application-card--glow')).toBeNull();
    expect(window.sessionStorage.getItem('pendingHighlight')).toBeNull();
  });

  it('highlights the application stored as pendingHighlight without a query', async () => {
    const shortlisted = demoApplications().find((a) => a.candidateStatus === 'Approved')!;
    window.sessionStorage.setItem('pendingHighlight', String(shortlisted.jobId));
    await renderScreen();
    await waitFor(() => expect(document.querySelector('.application-card--glow')).not.toBeNull());
    expect(screen.getByRole('tab', { name: /^Active Applications/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('strips the query when nothing matches', async () => {
    const { router } = await renderScreen('/applications?highlight=424242');
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(document.querySelector('.application-card--glow')).toBeNull();
  });
});
