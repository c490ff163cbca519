import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { message, upstream, type Message } from '#machines';
import { i18n } from './i18n.ts';
import { languageStore } from './language-store.ts';
import { messageText, useMessageText } from './message-text.ts';

function Alert({ shown }: { shown: Message }) {
  const text = useMessageText();
  return <p role="alert">{text(shown)}</p>;
}

/** The chosen language, once its texts have arrived (as they have before a screen shows them). */
async function choose(code: 'en' | 'hi' | 'bn' | 'ta') {
  await act(async () => languageStore.set(code));
  await vi.waitFor(() => expect(i18n.language).toBe(code));
}

afterEach(async () => choose('en'));

describe('a message a flow gives the screen', () => {
  it('shows in English as the catalogue words it, and follows the chosen language', async () => {
    render(<Alert shown={message('common:error.network')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');

    await choose('hi');
    expect(await screen.findByText('नेटवर्क में गड़बड़ी')).toBeInTheDocument();

    await choose('en');
    expect(await screen.findByText('Network error')).toBeInTheDocument();
  });

  it("shows a contract rule's message, and a message given as the value of another in the language of both", async () => {
    expect(messageText(message('rules:AadhaarNumber.invalid'))).toBe('Invalid Aadhaar number');
    await choose('bn');
    expect(messageText(message('rules:AadhaarNumber.invalid'))).toBe('আধার নম্বর সঠিক নয়');
  });
});

describe("the upstream's own words", () => {
  it('show as they came in English', () => {
    expect(messageText(upstream('You have already applied for this job'))).toBe(
      'You have already applied for this job',
    );
    expect(messageText(upstream('A sentence no catalogue lists'))).toBe('A sentence no catalogue lists');
  });

  it("show in the chosen language when the upstream's catalogue knows them, exactly or by their template", async () => {
    await choose('bn');
    expect(messageText(upstream('You have already applied for this job'))).toBe('আপনি এই চাকরিতে আগেই আবেদন করেছেন');
    expect(messageText(upstream('Invalid Aadhaar number'))).toBe('আধার নম্বর সঠিক নয়');

    await choose('hi');
    expect(messageText(upstream('Too many OTP requests. Please try again after 15 minutes.'))).toBe(
      'बहुत बार ओटीपी माँगा गया। कृपया 15 मिनट बाद फिर से कोशिश करें।',
    );
    // A status inside a timeline entry is one of the upstream's words too.
    expect(messageText(upstream('Interview outcome: No Show'))).toBe('इंटरव्यू का नतीजा: नहीं आए');
    expect(messageText(upstream('A sentence no catalogue lists'))).toBe('A sentence no catalogue lists');
  });
});
