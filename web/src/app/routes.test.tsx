import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';

setupMockUpstream({ jobCount: 50 });

describe('route table', () => {
  it('shows No Projects Yet on /projects, inside the header and footer', async () => {
    renderApp({ route: '/projects' });
    expect(await screen.findByRole('heading', { name: 'No Projects Yet' })).toBeInTheDocument();
    expect(screen.getByText('Your projects will appear here once they are added.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy Policy'],
  ])('shows the under-construction page on %s', async (path, title) => {
    renderApp({ route: path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'This page is under construction. Please check back later!' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/applications', 'My Applications', 'Track and manage all your job applications in one place'],
    ['/referrals', 'My Referrals', 'Refer candidates and earn rewards for successful placements'],
    ['/saved', 'Saved Jobs', 'Jobs you kept for later, on this phone'],
    ['/earnings', 'My Earnings', 'Track your referral earnings and manage withdrawals'],
    ['/profile', 'My Profile', 'Manage your personal information and career details'],
  ])('asks visitors on %s to sign in', async (path, title, subtitle) => {
    renderApp({ route: path });
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    // The screen stays behind the dialog, inert (hidden from the accessibility tree) while it is open.
    expect(screen.getByRole('heading', { level: 1, name: title, hidden: true })).toBeInTheDocument();
    expect(screen.getByText(subtitle)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Sign in to see ${title}`, hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
  });

  it.each(['/interviews', '/interviewFeedbackScreen'])('shows %s without the header', async (path) => {
    renderApp({ route: path });
    // A visitor gets the e-mail sign-in over the screen (which it makes inert, hence `hidden`).
    expect(await screen.findByRole('dialog', { name: 'Client Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Interview Management', hidden: true })).toBeInTheDocument();
    expect(screen.queryAllByRole('banner', { hidden: true }).filter((b) => !b.closest('dialog'))).toEqual([]);
    expect(
      within(screen.getByRole('main', { hidden: true })).getByRole('link', { name: 'Talent Jobs, home', hidden: true }),
    ).toHaveAttribute('href', '/');
  });

  it('starts a newly opened screen at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp({ route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    scrollTo.mockClear();
    act(() => router.navigate('/contact'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('hands any other path to the not-found handler', async () => {
    renderApp({ route: '/no/such/screen' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
