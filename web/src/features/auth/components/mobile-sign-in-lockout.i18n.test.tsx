import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { SignInOpener } from '#web/testing/sign-in-opener.tsx';

const mock = setupMockUpstream({ jobCount: 20 });

const NUMBER = '9876543210';

/**
 * Asks for a code for a number that was already sent the most codes the server allows in its window (five in 15
 * minutes), in the given language, naming the dialog's texts in it; the refusal shown.
 */
async function refusalIn(language: 'en' | 'hi', texts: { dialog: string; number: string; send: string }) {
  for (let sent = 0; sent < 5; sent += 1) mock.world.otp.issue(`mobile:${NUMBER}`);
  const { user } = renderApp(<SignInOpener />);
  await act(async () => languageStore.set(language));
  await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
  const dialog = await screen.findByRole('dialog', { name: texts.dialog }, { timeout: 5000 });
  await user.type(within(dialog).getByLabelText(texts.number), NUMBER);
  await user.click(within(dialog).getByRole('button', { name: texts.send }));
  return within(dialog).findByRole('alert', {}, { timeout: 5000 });
}

describe("the server's refusal that names a wait, in the chosen language", () => {
  it('shows the OTP limit with its minutes in Hindi', async () => {
    const alert = await refusalIn('hi', { dialog: 'साइन इन करें', number: 'मोबाइल नंबर', send: 'ओटीपी भेजें' });
    expect(alert).toHaveTextContent('बहुत बार ओटीपी माँगा गया। कृपया 15 मिनट बाद फिर से कोशिश करें।');
    expect(alert).not.toHaveTextContent('Too many');
  });

  it('shows the same refusal word for word in English', async () => {
    const alert = await refusalIn('en', { dialog: 'Sign In', number: 'Mobile Number', send: 'Send OTP' });
    expect(alert).toHaveTextContent('Too many OTP requests. Please try again after 15 minutes.');
  });
});
