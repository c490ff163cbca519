import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emitAppEvent } from '#web/shared/app-events.ts';
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
});
