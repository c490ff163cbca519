import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import { emitAppEvent } from '#web/shared/app-events.ts';
import { LOCAL_KEYS, storedKeysOf } from '#web/shared/browser-keys.ts';
import { sessionStore } from '#web/shared/session.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { signInAs } from '#web/testing/session.ts';
import { AppHeader } from './app-header.tsx';

setupMockUpstream({ jobCount: 50 });

const header = () => screen.getByRole('banner');

describe('top navigation bar', () => {
  it('shows visitors the logo, the four links and Sign In; a link opens the sign-in dialog instead of navigating', async () => {
    const { user, router } = renderApp(<AppHeader />);
    expect(within(header()).getByRole('link', { name: 'Talent Jobs, home' })).toHaveAttribute('href', '/');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['My Applications', 'My Referrals', 'Saved Jobs', 'My Earnings']);
    expect(within(header()).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'My Referrals' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
  });

  it('lets a signed-in candidate navigate and shows the round profile icon with initials', async () => {
    signInAs();
    const { user, router } = renderApp(<AppHeader />);
    expect(within(header()).queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('profile-initials')).toHaveTextContent('PS');
    await user.click(within(header()).getByRole('link', { name: 'My Earnings' }));
    expect(router.location.pathname).toBe('/earnings');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("reaches Saved Jobs from the account menu, the header's way there on a phone", async () => {
    signInAs();
    const { user, router } = renderApp(<AppHeader />);
    await user.click(await screen.findByRole('button', { name: /^Account menu for/ }));
    const panel = document.querySelector<HTMLElement>('.profile-menu__panel')!;
    await user.click(within(panel).getByRole('link', { name: 'Saved Jobs' }));
    expect(router.location.pathname).toBe('/saved');
    expect(screen.queryByRole('button', { name: /^Account menu for/, expanded: true })).not.toBeInTheDocument();
  });

  it.each([
    [{ name: 'Ravi Kumar Singh Yadav' }, 'RKY'],
    [{ name: 'asha' }, 'A'],
    [{ name: '', email: 'meera@example.in' }, 'M'],
    [{ name: '', email: '', mobileNumber: '9123456780' }, '9'],
    [{ name: '', email: '', mobileNumber: '' }, 'U'],
  ])('derives the initials of %o as %s', async (patch, initials) => {
    signInAs(patch);
    renderApp(<AppHeader />);
    expect(await screen.findByTestId('profile-initials')).toHaveTextContent(initials);
  });

  it('refreshes the name and initials when a profile edit updates the session', async () => {
    signInAs();
    const { user } = renderApp(<AppHeader />);
    await screen.findByTestId('profile-initials');
    act(() => sessionStore.update({ name: 'Priya Anand Menon', initials: 'PAM' }));
    expect(screen.getByTestId('profile-initials')).toHaveTextContent('PAM');
    await user.click(screen.getByRole('button', { name: /Account menu for Priya Anand Menon/ }));
    expect(screen.getByText('Priya Anand Menon')).toBeInTheDocument();
  });

  it('shows the unread badge from the upstream and from the count event', async () => {
    signInAs();
    renderApp(<AppHeader />);
    const badge = await screen.findByTestId('unread-badge');
    const fromServer = Number(badge.textContent);
    expect(fromServer).toBeGreaterThan(0);
    expect(localStorage.getItem(LOCAL_KEYS.unreadCount)).toBe(String(fromServer));
    expect(screen.getByRole('button', { name: `Notifications, ${fromServer} unread` })).toBeInTheDocument();
    act(() => {
      emitAppEvent('notificationCountUpdated', { count: 120 });
    });
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
    act(() => {
      emitAppEvent('notificationCountUpdated', { count: 0 });
    });
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('opens an accessible mobile menu from the hamburger button', async () => {
    const { user } = renderApp(<AppHeader />);
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(burger).toHaveAttribute('aria-controls', menu.parentElement?.id);
    expect(within(menu).getByRole('link', { name: 'My Applications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(burger).toHaveFocus();

    await user.click(burger);
    await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(document.getElementById('mobile-menu')!).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    // Closing Sign In gives the focus back to Menu, where the candidate was, not to the page's body.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign In' })).not.toBeInTheDocument());
    expect(burger).toHaveFocus();
  });

  it('offers the language in the header itself, the chosen one by its short mark, and not again in the menu', async () => {
    const { user } = renderApp(<AppHeader />);
    const picker = within(header()).getByRole('combobox', { name: 'Language' });
    await user.selectOptions(picker, 'hi');
    expect(within(header()).getByText('हि')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'मेन्यू' }));
    await screen.findByRole('navigation', { name: 'मुख्य मेन्यू' });
    expect(within(header()).getAllByRole('combobox')).toHaveLength(1);
  });

  it('signs out from the profile menu: clears the session, the user token and the language, and goes to /', async () => {
    signInAs();
    // The token an upstream in strict ownership mode asked to see on the candidate's calls goes with the session.
    localStorage.setItem(LOCAL_KEYS.sessionTokenHeader, 'X-User-Token');
    languageStore.set('hi');
    const { user, router } = renderApp(<AppHeader />, { route: '/referrals' });
    // In Hindi ('Priya Sharma का खाता मेन्यू') once the header's Hindi texts have arrived.
    await user.click(await screen.findByRole('button', { name: /Priya Sharma/ }));
    await user.click(await screen.findByRole('button', { name: 'साइन आउट करें' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(sessionStore.get().isAuthenticated).toBe(false);
    for (const key of storedKeysOf('candidate').local) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.language)).toBeNull();
    expect(within(header()).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'My Applications' })).toBeInTheDocument();
  });
});
