import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import { Chip } from './chip.tsx';
import { OtpCodeForm } from './otp-code-form.tsx';
import { Dialog } from './dialog.tsx';
import { ToastProvider, useToast } from './toast.tsx';

function SavedToast() {
  const toast = useToast();
  useEffect(() => toast.success('Profile saved', 60_000), [toast]);
  return null;
}

function Pieces({ verifying = false }: { verifying?: boolean }) {
  return (
    <ToastProvider>
      <SavedToast />
      <Dialog open title="OTP" onClose={vi.fn()}>
        <Chip label="Excel" onRemove={vi.fn()} />
        <OtpCodeForm
          intro="Sent to +91 98765 43210"
          length={6}
          code=""
          error={null}
          verifying={verifying}
          resendLabel="Resend OTP"
          canResend={false}
          onInput={vi.fn()}
          onSubmit={vi.fn()}
          onResend={vi.fn()}
          back={{ label: 'Change Mobile Number', disabled: false, onClick: vi.fn() }}
        />
      </Dialog>
    </ToastProvider>
  );
}

describe('the building blocks in Telugu', () => {
  it('name the close, remove and dismiss buttons and the code step in Telugu', async () => {
    const { rerender } = render(<Pieces />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(async () => languageStore.set('te'));

    expect(await screen.findByRole('button', { name: 'మూసివేయండి' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excel తీసివేయండి' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ఓటీపీ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ఓటీపీ ధృవీకరించండి' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'తీసివేయండి' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    rerender(<Pieces verifying />);
    expect(screen.getByRole('button', { name: 'ధృవీకరిస్తోంది...' })).toBeDisabled();
  });

  it('dismisses a toast by its Telugu-named button', async () => {
    await act(async () => languageStore.set('te'));
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <SavedToast />
      </ToastProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Profile saved');
    await user.click(await screen.findByRole('button', { name: 'తీసివేయండి' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
