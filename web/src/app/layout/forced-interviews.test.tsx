import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '#mock/testing/for-clients.ts';
import { emitAppEvent } from '#web/shared/app-events.ts';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';

setupMockUpstream({ jobCount: 20 });

describe('the interviews screen forced open by the openInterviews event', () => {
  it('asking to preserve the URL: shows the interviews in place, without the header, the address unchanged', async () => {
    const { router } = renderApp({ route: '/referrals?tab=1' });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    act(() => emitAppEvent('openInterviews', { preserveUrl: true }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interview Management' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/referrals');
    expect(router.location.search).toBe('?tab=1');
  }, 10_000);

  it('otherwise goes to /interviews with the query, where the header is hidden too', async () => {
    const { router } = renderApp({ route: '/referrals?isClient=true' });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    act(() => emitAppEvent('openInterviews', {}));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interview Management' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(router.location.pathname).toBe('/interviews');
    expect(router.location.search).toBe('?isClient=true');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  }, 10_000);

  // A candidate's visitor on My Referrals is asked to sign in; the interviews' event comes once that dialog is open.
  // The client is signed in for this browser session (the link names them), so the interviews screen asks for nothing.
  for (const preserveUrl of [true, false]) {
    it(`closes the Sign In a candidate's screen asked for when the interviews take over (${preserveUrl ? 'in place' : 'at /interviews'}), and leaves the screen live`, async () => {
      sessionStorage.setItem(SESSION_STORAGE_KEYS.interviewAuthenticated, 'true');
      const { router } = renderApp({ route: `/referrals?emailId=${encodeURIComponent(DEMO_IDENTITIES.clientEmail)}` });
      expect(await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 5_000 })).toBeVisible();
      act(() => emitAppEvent('openInterviews', { preserveUrl }));
      const heading = await screen.findByRole(
        'heading',
        { level: 1, name: 'Interview Management' },
        { timeout: 5_000 },
      );
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
      expect(heading.closest('[inert]')).toBeNull();
      expect(document.body).not.toHaveClass('scroll-locked');
      expect(router.location.pathname).toBe(preserveUrl ? '/referrals' : '/interviews');
      expect(await screen.findByRole('tab', { name: /^Pending/ })).toBeVisible();
    }, 10_000);
  }
});
