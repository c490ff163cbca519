import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockUpstream } from '../testing/mock-upstream.ts';
import { renderApp } from '../testing/render-app.tsx';
import { signInAs } from '../testing/session.ts';

setupMockUpstream({ jobCount: 50 });

describe('route table', () => {
  it('shows No Projects Yet on /projects, inside the header and footer', async () => {
    renderApp({ route: '/projects' });
    expect(await screen.findByRole('heading', { name: 'No Projects Yet' })).toBeInTheDocument();
    expect(screen.getByText('Your projects will appear here once they are added.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy Policy'],
  ])('shows the under-construction page on %s', async (path, title) => {
    renderApp({ route: path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This page is under construction. Please check back later!' })).toBeInTheDocument();
  });

  it.each([
    ['/applications', 'My Applications', 'Track and manage all your job applications in one place'],
    ['/referrals', 'My Referrals', 'Refer candidates and earn rewards for successful placements'],
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

  it('tells a signed-in candidate the screen arrives with the next release', async () => {
    signInAs();
    renderApp({ route: '/earnings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Earnings' })).toBeInTheDocument();
    expect(screen.getByText('This screen arrives with the next release.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['/interviews', '/interviewFeedbackScreen'])('shows %s without the header', async (path) => {
    renderApp({ route: path });
    expect(await screen.findByRole('heading', { name: 'Interview Management' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
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
