import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { message, upstream, type Message } from '#machines';
import { i18n, languageStore } from '#web/i18n/index.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { CodeStep, type CodeStepProps } from './code-step.tsx';

const noop = () => undefined;

function renderStep(props: Partial<CodeStepProps>) {
  return renderApp(
    <CodeStep
      mobile="9876543210"
      otp=""
      error={null}
      resendIn={0}
      resendState="ready"
      verifying={false}
      onInput={noop}
      onSubmit={noop}
      onResend={noop}
      onChangeMobile={noop}
      {...props}
    />,
  );
}

const resendButton = () => screen.getByRole('button', { name: /Resend|दोबारा/ });

afterEach(async () => {
  await act(async () => languageStore.set('en'));
});

describe("the mobile sign-in's code step", () => {
  it.each<[number, string]>([
    [10, 'Resend OTP in 10s'],
    [9, 'Resend OTP in 9s'],
    [1, 'Resend OTP in 1s'],
  ])('counts the resend down: %ss left reads %s', (resendIn, text) => {
    renderStep({ resendIn, resendState: 'countdown' });
    expect(resendButton()).toHaveTextContent(new RegExp(`^${text}$`));
    expect(resendButton()).toBeDisabled();
  });

  it('offers the resend once the countdown is over', () => {
    renderStep({ resendIn: 0, resendState: 'ready' });
    expect(resendButton()).toHaveTextContent(/^Resend OTP$/);
    expect(resendButton()).toBeEnabled();
  });

  it.each<[string, Message, string, string]>([
    [
      "the flow's own message",
      message('auth:otp.incorrect'),
      'OTP is incorrect. Please enter the correct OTP',
      'ओटीपी गलत है। कृपया सही ओटीपी डालें',
    ],
    [
      "the contract rule's message",
      message('rules:OtpCode.invalid'),
      'Please enter a valid 4-digit OTP',
      'कृपया सही 4 अंकों का ओटीपी डालें',
    ],
    [
      "the server's refusal",
      upstream('Too many OTP requests. Please try again after 15 minutes.'),
      'Too many OTP requests. Please try again after 15 minutes.',
      'बहुत बार ओटीपी माँगा गया। कृपया 15 मिनट बाद फिर से कोशिश करें।',
    ],
  ])('shows %s in English, then in Hindi', async (_, error, inEnglish, inHindi) => {
    renderStep({ error });
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish);
    await act(async () => languageStore.set('hi'));
    await vi.waitFor(() => expect(i18n.language).toBe('hi'));
    expect(await screen.findByText(inHindi)).toBeInTheDocument();
    expect(resendButton()).toHaveTextContent('ओटीपी दोबारा भेजें');
  });
});
