import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onAppEvent } from '#web/shared/app-events.ts';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { sessionStore } from '#web/shared/session.ts';
import { setupMockUpstreamAtTestNow, TEST_NOW } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_USER, signInAs } from '#web/testing/session.ts';
import { NotificationBell } from './notification-bell.tsx';

const mock = setupMockUpstreamAtTestNow();

const unreadOf = (candidateId: number) =>
  mock.world.db.notification.findMany({ where: { candidateId: { equals: candidateId } } });

const callsTo = (operationId: string) =>
  mock.world.log.list().filter((entry) => entry.operationId === operationId).length;

async function openBell(user: ReturnType<typeof userEvent.setup>) {
  // The signed-in bell (its script loads on sign-in) says whether its dropdown is open.
  await user.click(await screen.findByRole('button', { name: /^Notifications/, expanded: false }));
  return screen.findByRole('region', { name: 'Notifications' });
}

describe('notification bell and dropdown', () => {
  it('asks visitors to sign in instead of opening', async () => {
    const user = userEvent.setup();
    renderApp(<NotificationBell />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows skeleton rows, then the application updates with relative times, and the job alerts in their tab', async () => {
    const user = userEvent.setup();
    signInAs();
    mock.world.faults.add({ operationId: 'getNotificationsLast7Days', status: 0, delayMs: 300, times: 1 });
    renderApp(<NotificationBell />);
    const panel = await openBell(user);
    expect(within(panel).getAllByTestId('notification-skeleton')).toHaveLength(3);
    expect(within(panel).getByRole('tab', { name: 'Applied Jobs' })).toHaveAttribute('aria-selected', 'true');
    const rows = await within(panel).findAllByRole('button', { name: /Application/ });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveTextContent('2 hours ago');
    expect(within(rows[0]!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('tab', { name: 'New Jobs' }));
    const alerts = await within(panel).findAllByRole('button', { name: /New job near you/ });
    // The spec's forms hold for one as well ('n hours ago', no singular).
    expect(alerts[0]).toHaveTextContent('1 hours ago');
    expect(alerts[1]).toHaveTextContent('1 days ago');
  });

  it('shows the empty texts of both tabs', async () => {
    const user = userEvent.setup();
    mock.world.db.notification.deleteMany({ where: { candidateId: { equals: DEMO_USER.candidateId! } } });
    signInAs();
    renderApp(<NotificationBell />);
    const panel = await openBell(user);
    expect(await within(panel).findByText('No updates on your applications yet.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'New Jobs' }));
    expect(await within(panel).findByText('No new job alerts right now.')).toBeInTheDocument();
  });

  it('says the candidate was not found on a 404, and that loading failed otherwise', async () => {
    const user = userEvent.setup();
    signInAs({ candidateId: 999_999 });
    renderApp(<NotificationBell />);
    let panel = await openBell(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Unable to load notifications: candidate not found',
    );

    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    sessionStore.signOut();
    signInAs();
    mock.world.faults.add({ operationId: 'getNotificationsLast7Days', status: 500 });
    panel = await openBell(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to load notifications');
  });

  it('marks an application update read, refreshes the count and goes to the highlighted application', async () => {
    const user = userEvent.setup();
    signInAs();
    const { router } = renderApp(<NotificationBell />, { route: '/projects' });
    const before = Number((await screen.findByTestId('unread-badge')).textContent);
    const panel = await openBell(user);
    const first = (await within(panel).findAllByRole('button', { name: /Application/ }))[0]!;
    const target = unreadOf(DEMO_USER.candidateId!)
      .filter((n) => n.notificationType === 'AppliedJobUpdate')
      .sort((a, b) => b.sentOn.localeCompare(a.sentOn))[0]!;
    expect(target.readStatus).toBe('Unread');

    await user.click(first);
    await waitFor(() => expect(router.location.search).toBe(`?highlight=${target.applicationId}`));
    expect(router.location.pathname).toBe('/applications');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingHighlight)).toBe(String(target.applicationId));
    expect(mock.world.db.notification.findFirst({ where: { id: { equals: target.id } } })?.readStatus).toBe('Read');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent(String(before - 1)));
  });

  it('closes the dropdown at once on a click, before the mark-read call has answered', async () => {
    const user = userEvent.setup();
    signInAs();
    renderApp(<NotificationBell />, { route: '/projects' });
    const panel = await openBell(user);
    const first = (await within(panel).findAllByRole('button', { name: /Application/ }))[0]!;
    mock.world.faults.add({ operationId: 'markNotificationReadStatus', status: 0, delayMs: 1_000, times: 1 });
    await user.click(first);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(callsTo('markNotificationReadStatus')).toBe(0);
    await waitFor(() => expect(callsTo('markNotificationReadStatus')).toBe(1), { timeout: 3_000 });
  });

  it('records the engagement flag when the candidate opens the dropdown, once per opening', async () => {
    const user = userEvent.setup();
    signInAs();
    renderApp(<NotificationBell />);
    expect(callsTo('setNotificationEngagementFlag')).toBe(0);
    await openBell(user);
    await waitFor(() => expect(callsTo('setNotificationEngagementFlag')).toBe(1));
    const call = mock.world.log.list().find((entry) => entry.operationId === 'setNotificationEngagementFlag')!;
    expect(call.status).toBe(200);
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    await openBell(user);
    await waitFor(() => expect(callsTo('setNotificationEngagementFlag')).toBe(2));
  });

  it('opens a job alert through the openJobDetails event with the job built from the notification', async () => {
    const user = userEvent.setup();
    signInAs();
    const opened = vi.fn();
    const stop = onAppEvent('openJobDetails', opened);
    renderApp(<NotificationBell />);
    const panel = await openBell(user);
    await user.click(within(panel).getByRole('tab', { name: 'New Jobs' }));
    const alert = (await within(panel).findAllByRole('button', { name: /New job near you/ }))[0]!;
    await user.click(alert);
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    stop();
    const job = opened.mock.calls[0]![0] as Record<string, unknown>;
    const source = mock.world.jobs.get(job.jobId as number)!;
    expect(job).toMatchObject({
      jobName: source.jobName,
      cityName: source.cityName,
      pincode: source.pincode,
      location: `${source.cityName} - ${source.pincode}`,
      companyName: source.companyName,
    });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    signInAs();
    renderApp(
      <div>
        <NotificationBell />
        <p>Elsewhere</p>
      </div>,
    );
    await openBell(user);
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('sends the user to / when opened on an account screen', async () => {
    const user = userEvent.setup();
    signInAs();
    const { router } = renderApp(<NotificationBell />, { route: '/earnings' });
    await openBell(user);
    expect(router.location.pathname).toBe('/');
  });

  it('refreshes the count at most once per 10 s on navigation, and every 60 s while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(TEST_NOW);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signInAs();
    const { router } = renderApp(<NotificationBell />);
    await screen.findByTestId('unread-badge');
    const first = callsTo('getTotalCountOfUnreadNotification');
    await act(() => router.navigate('/projects'));
    await act(() => router.navigate('/about'));
    expect(callsTo('getTotalCountOfUnreadNotification')).toBe(first);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(callsTo('getTotalCountOfUnreadNotification')).toBe(first + 1));

    await openBell(user);
    const unread = unreadOf(DEMO_USER.candidateId!).find((n) => n.readStatus === 'Unread')!;
    mock.world.db.notification.update({ where: { id: { equals: unread.id } }, data: { readStatus: 'Read' } });
    const shown = Number(screen.getByTestId('unread-badge').textContent);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent(String(shown - 1)));
  });
});
