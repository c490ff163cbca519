import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { sessionStore } from '#web/shared/session.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { SignInOpener } from '#web/testing/sign-in-opener.tsx';

const mock = setupMockUpstream({ jobCount: 50 });
afterEach(() => vi.useRealTimers());

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const view = renderApp(<SignInOpener />);
  await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  return { ...view, dialog };
}

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, mobile = '9876543210') {
  await user.type(within(dialog).getByLabelText('Mobile Number'), mobile);
  await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
  return within(dialog).findByLabelText('OTP');
}

describe('mobile sign-in dialog', () => {
  it('asks for a mobile number, then for 10 to 15 digits', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter mobile number');
    await user.type(within(dialog).getByLabelText('Mobile Number'), '98a765');
    expect(within(dialog).getByLabelText('Mobile Number')).toHaveValue('98765');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid mobile number (10-15 digits)');
  });

  it('shows the server refusal when the code cannot be sent', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Mobile Number'), '1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter a valid 10-digit Indian mobile number starting with 6-9',
    );
  });

  it('checks the code, then says a wrong code is incorrect', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    const otp = await reachCodeStep(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter OTP');
    await user.type(otp, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid 4-digit OTP');
    await user.clear(otp);
    await user.type(otp, '9999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'OTP is incorrect. Please enter the correct OTP',
    );
  });

  it('counts down 10 seconds before a resend, and Change Mobile Number goes back to step 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { dialog } = await openDialog(user);
    await reachCodeStep(user, dialog);
    const resend = within(dialog).getByRole('button', { name: /Resend OTP/ });
    expect(resend).toHaveTextContent(/^Resend OTP in (10|9)s$/);
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(resend).toHaveTextContent(/^Resend OTP$/);
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Resend OTP in/ })).toBeDisabled());
    await user.click(within(dialog).getByRole('button', { name: 'Change Mobile Number' }));
    expect(within(dialog).getByLabelText('Mobile Number')).toHaveValue('9876543210');
    expect(within(dialog).queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it('re-enables resend after a resend failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { dialog } = await openDialog(user);
    await reachCodeStep(user, dialog);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    mock.world.faults.add({ operationId: 'generateOTP', status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to resend OTP. Please try again.');
    expect(within(dialog).getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('signs in with the demo code, shows the success texts, goes home 1.5 s after the code was accepted and closes after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { dialog, router } = await openDialog(user);
    await act(() => router.navigate('/projects'));
    const otp = await reachCodeStep(user, dialog);
    await user.type(otp, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await within(dialog).findByText('OTP Validated Successfully!')).toBeInTheDocument();
    expect(within(dialog).getByText('You will be signed in shortly...')).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_KEYS.userMobileNumber)).toBe('919876543210');
    expect(localStorage.getItem(LOCAL_KEYS.candidateId)).toBe('100234');
    expect(localStorage.getItem(LOCAL_KEYS.isAuthenticated)).toBe('true');
    expect(localStorage.getItem(LOCAL_KEYS.sessionToken)).toBeTruthy();
    const user0 = JSON.parse(localStorage.getItem(LOCAL_KEYS.user) ?? '{}') as { name: string; initials: string };
    expect(user0.name).not.toBe('');
    expect(sessionStore.get().isAuthenticated).toBe(true);

    // The spec's 1.5 s run from the success, not from the dialog's close at 2 s.
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(router.location.pathname).toBe('/projects');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(router.location.pathname).toBe('/');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
  });

  it('does not send home a user who moved on before the 1.5 s redirect', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { dialog, router } = await openDialog(user);
    const otp = await reachCodeStep(user, dialog);
    await user.type(otp, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    await within(dialog).findByText('OTP Validated Successfully!');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => router.navigate('/applications?highlight=7'));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/applications');
  });

  it('closes on Escape and starts again at step 1 when reopened', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    await reachCodeStep(user, dialog);
    expect(document.body).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const again = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(again).getByLabelText('Mobile Number')).toHaveValue('');
  });
});
