import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { SignInOpener } from '#web/testing/sign-in-opener.tsx';

setupMockUpstream({ jobCount: 20 });

describe('mobile sign-in dialog in Hindi', () => {
  it('shows its steps, buttons, countdown and messages in Hindi', async () => {
    const { user } = renderApp(<SignInOpener />);
    await act(async () => languageStore.set('hi'));
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'साइन इन करें' }, { timeout: 5000 });
    expect(
      await within(dialog).findByText('अपना मोबाइल नंबर डालें, हम आपको एक वन-टाइम पासवर्ड (ओटीपी) भेजेंगे।'),
    ).toBeInTheDocument();
    const mobile = within(dialog).getByLabelText('मोबाइल नंबर');
    expect(mobile).toHaveAttribute('placeholder', '10 अंकों का मोबाइल नंबर');

    await user.click(within(dialog).getByRole('button', { name: 'ओटीपी भेजें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('कृपया मोबाइल नंबर डालें');
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Please enter mobile number');
    await user.type(mobile, '98765');
    await user.click(within(dialog).getByRole('button', { name: 'ओटीपी भेजें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('कृपया सही मोबाइल नंबर डालें (10-15 अंक)');
    await user.clear(mobile);

    await user.type(mobile, '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'ओटीपी भेजें' }));
    const changeMobile = await within(dialog).findByRole('button', { name: 'मोबाइल नंबर बदलें' }, { timeout: 5000 });
    expect(changeMobile).toBeEnabled();
    expect(within(dialog).getByText('9876543210').tagName).toBe('STRONG');
    expect(within(dialog).getByText(/अंकों का ओटीपी डालें$/)).toHaveTextContent('9876543210 पर भेजा गया 4 अंकों का ओटीपी डालें');
    expect(within(dialog).getByRole('button', { name: /सेकंड में ओटीपी दोबारा भेजें$/ })).toHaveTextContent(
      /^(10|9) सेकंड में ओटीपी दोबारा भेजें$/,
    );

    const otp = within(dialog).getByRole('textbox', { name: /OTP|ओटीपी/ });
    await user.type(otp, '9999');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'ओटीपी गलत है। कृपया सही ओटीपी डालें',
    );
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('OTP is incorrect');

    await user.clear(otp);
    await user.type(otp, '1234');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('ओटीपी सफलतापूर्वक सत्यापित हुआ!', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByText('आप कुछ ही पलों में साइन इन हो जाएंगे...')).toBeInTheDocument();
    expect(within(dialog).queryByText('OTP Validated Successfully!')).not.toBeInTheDocument();
  }, 20_000);
});
