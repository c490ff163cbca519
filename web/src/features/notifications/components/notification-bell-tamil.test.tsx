import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import { sessionStore } from '#web/shared/session.ts';
import { setupMockUpstreamAtTestNow } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { DEMO_USER, signInAs } from '#web/testing/session.ts';
import { NotificationBell } from './notification-bell.tsx';

const mock = setupMockUpstreamAtTestNow();

async function openBellInTamil() {
  const user = userEvent.setup();
  signInAs();
  renderApp(<NotificationBell />);
  await act(() => languageStore.set('ta'));
  await user.click(
    await screen.findByRole('button', { name: /^அறிவிப்புகள், \d+ படிக்கப்படவில்லை$/, expanded: false }, { timeout: 5_000 }),
  );
  return { user, panel: await screen.findByRole('region', { name: 'அறிவிப்புகள்' }) };
}

describe('notification bell and dropdown in Tamil', () => {
  it('writes the unread count, the tabs, the unread marks and the relative times in Tamil', async () => {
    const { user, panel } = await openBellInTamil();
    expect(within(panel).getByRole('tab', { name: 'புதிய வேலைகள்' })).toBeInTheDocument();
    const rows = await within(panel).findAllByRole('button', { name: /விண்ணப்ப/ });
    expect(rows[0]).toHaveTextContent('2 மணிநேரத்திற்கு முன்பு');
    expect(within(rows[0]!).getByRole('img', { name: 'படிக்கப்படவில்லை' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('tab', { name: 'புதிய வேலைகள்' }));
    const alerts = await within(panel).findAllByRole('button', { name: /உங்கள் அருகில் புதிய வேலை/ });
    expect(alerts[0]).toHaveTextContent('1 மணிநேரத்திற்கு முன்பு');
    expect(alerts[1]).toHaveTextContent('1 நாளுக்கு முன்பு');
    expect(panel).not.toHaveTextContent(/ago|Just now/);
    // The upstream's sentences in Tamil, the job's title and city inside them too.
    await waitFor(() => expect(alerts[0]).toHaveTextContent(/^[^A-Za-z]*, .+ நிறுவனத்தில் [\p{Script=Tamil}\s]+[.,]/u));
    expect(panel).not.toHaveTextContent(/Application|New job near you|Your application| at | in /);
  });

  it('writes the empty texts of both tabs in Tamil', async () => {
    mock.world.db.notification.deleteMany({ where: { candidateId: { equals: DEMO_USER.candidateId! } } });
    const user = userEvent.setup();
    signInAs();
    renderApp(<NotificationBell />);
    await act(() => languageStore.set('ta'));
    await user.click(await screen.findByRole('button', { name: 'அறிவிப்புகள்', expanded: false }, { timeout: 5_000 }));
    const panel = await screen.findByRole('region', { name: 'அறிவிப்புகள்' });
    expect(await within(panel).findByText('உங்கள் விண்ணப்பங்களில் இன்னும் புதிய தகவல் இல்லை.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'புதிய வேலைகள்' }));
    expect(await within(panel).findByText('இப்போது புதிய வேலை அறிவிப்புகள் இல்லை.')).toBeInTheDocument();
  });

  it('says in Tamil that the candidate was not found, or that loading failed', async () => {
    const user = userEvent.setup();
    signInAs({ candidateId: 999_999 });
    renderApp(<NotificationBell />);
    await act(() => languageStore.set('ta'));
    await user.click(await screen.findByRole('button', { name: /^அறிவிப்புகள்/, expanded: false }, { timeout: 5_000 }));
    let panel = await screen.findByRole('region', { name: 'அறிவிப்புகள்' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'அறிவிப்புகளை ஏற்ற முடியவில்லை: வேட்பாளர் கிடைக்கவில்லை',
    );

    await user.click(screen.getByRole('button', { name: /^அறிவிப்புகள்/ }));
    sessionStore.signOut();
    signInAs();
    mock.world.faults.add({ operationId: 'getNotificationsLast7Days', status: 500 });
    await user.click(await screen.findByRole('button', { name: /^அறிவிப்புகள்/, expanded: false }, { timeout: 5_000 }));
    panel = await screen.findByRole('region', { name: 'அறிவிப்புகள்' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/^அறிவிப்புகளை ஏற்ற முடியவில்லை$/);
  });
});
