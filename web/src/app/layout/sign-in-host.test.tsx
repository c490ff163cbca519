import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '#mock/testing/for-clients.ts';
import { emitAppEvent, type InterviewSignInRequest } from '#web/shared/app-events.ts';
import { LOCAL_KEYS, SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';

setupMockUpstream({ jobCount: 50 });
const EMAIL = DEMO_IDENTITIES.clientEmail;

function askForClientSignIn(request: InterviewSignInRequest) {
  act(() => emitAppEvent('openInterviewSignIn', request));
}

describe('the client e-mail sign-in, answered on every screen', () => {
  it('opens from its event on a screen other than the interviews, signs in and goes to /interviews with the query', async () => {
    const { user, router } = renderApp(<p>Any screen</p>, { route: '/applications?isClient=true' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    askForClientSignIn({ emailId: EMAIL, mobileNumber: '', mode: 'signIn' });
    const dialog = await screen.findByRole('dialog', { name: 'Client Sign In' });
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue(EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(dialog).findByLabelText('OTP'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(dialog).findByText('Signed in successfully')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.currentUser)!)).toMatchObject({
      email: EMAIL,
      isAuthenticated: true,
    });
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.interviewAuthenticated)).toBe('true');
    await waitFor(() => expect(router.location.pathname).toBe('/interviews'), { timeout: 3_000 });
    expect(router.location.search).toBe('?isClient=true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 15_000);

  it('sends the visitor to / when the modal is closed', async () => {
    const { user, router } = renderApp(<p>Any screen</p>, { route: '/referrals' });
    askForClientSignIn({});
    const dialog = await screen.findByRole('dialog', { name: 'Client Sign In' });
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
