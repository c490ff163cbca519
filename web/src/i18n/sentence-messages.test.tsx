import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as contractRules from '#contract/rules.ts';
import { i18n } from './i18n.ts';
import { languageStore } from './language-store.ts';
import { translateSentence, useSentenceText } from './sentence-messages.ts';
import english from '#web/locales/en/messages.json';

function Alert({ text }: { text: string }) {
  const messageText = useSentenceText();
  return <p role="alert">{messageText(text)}</p>;
}

/** Every text of the contract's input rules (`messages` of each rule in openapi/rules.ts). */
function contractRuleMessages(): string[] {
  return Object.values(contractRules).flatMap((rule) =>
    'messages' in rule ? Object.values<string>(rule.messages) : [],
  );
}

describe('the messages catalogue', () => {
  it('shows an English sentence in Tamil once the candidate picks Tamil', async () => {
    render(<Alert text="Please enter a valid mobile number (10-15 digits)" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid mobile number (10-15 digits)');

    await act(async () => languageStore.set('ta'));

    expect(await screen.findByText('சரியான மொபைல் எண்ணை உள்ளிடவும் (10-15 இலக்கங்கள்)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please enter');
  });

  it('follows the language back to English', async () => {
    render(<Alert text="OTP is incorrect. Please enter the correct OTP" />);
    await act(async () => languageStore.set('hi'));
    expect(await screen.findByText('ओटीपी गलत है। कृपया सही ओटीपी डालें')).toBeInTheDocument();

    await act(async () => languageStore.set('en'));

    expect(await screen.findByText('OTP is incorrect. Please enter the correct OTP')).toBeInTheDocument();
  });

  it("translates the contract's rule and the server's answer outside React, once the language's messages arrive", async () => {
    await act(async () => languageStore.set('bn'));
    await vi.waitFor(() => expect(i18n.language).toBe('bn'));
    await i18n.loadNamespaces('messages');

    expect(translateSentence('Invalid Aadhaar number')).toBe('আধার নম্বর সঠিক নয়');
    expect(translateSentence('You have already applied for this job')).toBe('আপনি এই চাকরিতে আগেই আবেদন করেছেন');
  });

  it("holds every message of the contract's input rules", () => {
    const messages = contractRuleMessages();
    expect(messages).toContain('Please enter a valid 10-digit Indian mobile number starting with 6-9');
    const missing = messages.filter((text) => !Object.hasOwn(english, text));
    expect(missing).toEqual([]);
  });
});
