import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '../../../i18n/index.ts';
import { setupMockUpstream } from '../../../testing/mock-upstream.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { SignInOpener } from '../../../testing/sign-in-opener.tsx';

const mock = setupMockUpstream({ jobCount: 20 });

const NUMBER = '9876543210';


/** The number was already sent the most codes the server allows in its window (five in 15 minutes). */
function useUpCodes() {
  for (let sent = 0; sent < 5; sent += 1) mock.world.otp.issue(`mobile:${NUMBER}`);
}

describe("the server's refusal that names a wait, in the chosen language", () => {
  it('shows the OTP limit with its minutes in Hindi', async () => {
    useUpCodes();
    const { user } = renderApp(<SignInOpener />);
    await act(async () => languageStore.set('hi'));
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'साइन इन करें' }, { timeout: 5000 });

    await user.type(within(dialog).getByLabelText('मोबाइल नंबर'), NUMBER);
    await user.click(within(dialog).getByRole('button', { name: 'ओटीपी भेजें' }));

    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('बहुत बार ओटीपी माँगा गया। कृपया 15 मिनट बाद फिर से कोशिश करें।');
    expect(alert).not.toHaveTextContent('Too many');
  });

  it('shows the same refusal word for word in English', async () => {
    useUpCodes();
    const { user } = renderApp(<SignInOpener />);
    await act(async () => languageStore.set('en'));
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 5000 });

    await user.type(within(dialog).getByLabelText('Mobile Number'), NUMBER);
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));

    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Too many OTP requests. Please try again after 15 minutes.',
    );
  });
});
