import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  APPLY_EMAIL_INVALID,
  applyErrorText,
  applySuccessMessage,
  saveFailedText,
  skillsSaveError,
  uploadErrorText,
} from '#machines';
import { i18n } from './i18n.ts';
import { languageStore } from './language-store.ts';
import { translateSentence, useSentenceText } from './sentence-messages.ts';

/** The chosen language, once its messages have arrived (as they do before a screen shows them). */
async function choose(code: 'en' | 'hi' | 'ta') {
  await act(async () => languageStore.set(code));
  await vi.waitFor(() => expect(i18n.language).toBe(code));
  if (code !== 'en') await i18n.loadNamespaces('messages');
}

function Alert({ text }: { text: string }) {
  const messageText = useSentenceText();
  return <p role="alert">{messageText(text)}</p>;
}

describe('messages built around a value', () => {
  it('show in Hindi with their values, a value that is itself a message in Hindi too', async () => {
    await choose('hi');

    expect(translateSentence(uploadErrorText(new Error('Network error')))).toBe(
      'रिज़्यूमे अपलोड करने में गड़बड़ी: नेटवर्क में गड़बड़ी। कृपया फिर से कोशिश करें।',
    );
    expect(translateSentence('Amount must be greater than ₹0 and less than your available balance ₹1,25,000')).toBe(
      'राशि ₹0 से ज़्यादा और आपके उपलब्ध बैलेंस ₹1,25,000 से कम होनी चाहिए',
    );
    expect(translateSentence('Too many OTP requests. Please try again after 15 minutes.')).toBe(
      'बहुत बार ओटीपी माँगा गया। कृपया 15 मिनट बाद फिर से कोशिश करें।',
    );
    expect(translateSentence('Interview outcome: No Show')).toBe('इंटरव्यू का नतीजा: नहीं आए');
  });

  it('show in Tamil, a message built inside another one translated at both levels', async () => {
    await choose('ta');

    expect(translateSentence('Unexpected error during transfer: Failed to transfer (HTTP 502)')).toBe(
      'பணப் பரிமாற்றத்தின்போது எதிர்பாராத பிழை: பணப் பரிமாற்றம் தோல்வியடைந்தது (HTTP 502)',
    );
    expect(translateSentence('Applied for Data Analyst at Infosys, Pune')).toBe(
      'Infosys, Pune இல் Data Analyst பணிக்கு விண்ணப்பிக்கப்பட்டது',
    );
  });

  it('keep data as it came, even data that reads like a known message', async () => {
    await choose('hi');

    // 'Resume' is a message of its own ('रिज़्यूमे'), but here it is the name of a job.
    expect(translateSentence(applySuccessMessage({ jobName: 'Resume' }))).toBe('Resume के लिए आवेदन सफलतापूर्वक जमा हुआ!');
    expect(translateSentence('Applied for $& Analyst at A$$B, Pune')).toBe('A$$B, Pune में $& Analyst के लिए आवेदन किया');
  });

  it('look up the exact English text first, and show a text nothing fits as it came', async () => {
    await choose('hi');
    i18n.addResource('hi', 'messages', 'Error saving skills: Network error', 'स्किल्स सेव नहीं हुईं, नेटवर्क देखें');

    expect(translateSentence('Error saving skills: Network error')).toBe('स्किल्स सेव नहीं हुईं, नेटवर्क देखें');
    expect(translateSentence('Error saving skills: Request timed out')).toBe(
      'स्किल्स सेव करने में गड़बड़ी: अनुरोध का समय खत्म हो गया',
    );
    expect(translateSentence('Too many attempts. Please try again after 1 minute.')).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 1 मिनट बाद फिर से कोशिश करें।',
    );
    expect(translateSentence('Error uploading your CV (code 7)')).toBe('Error uploading your CV (code 7)');
    expect(translateSentence('')).toBe('');
  });

  it.each([
    ['the apply success toast', applySuccessMessage({ jobName: 'Data Analyst' })],
    ['a refused candidate save', saveFailedText('')],
    ['a failed application', applyErrorText(new Error('Request timed out'))],
    ['a failed resume upload', uploadErrorText({ kind: 'network', message: 'Network error' })],
    ["the apply form's e-mail rule", APPLY_EMAIL_INVALID],
    [
      "a referred friend's number",
      'Invalid mobile number for Asha Rao. Please enter a valid 10-digit number starting with 6-9.',
    ],
    ['an amount above the balance', 'Amount must be greater than ₹0 and less than your available balance ₹5,000'],
    ['a failed skills save', skillsSaveError('Network error')],
    ['a refused transfer', 'Failed to transfer (HTTP 503)'],
    ['a failed transfer call', 'Error during transfer: Network error'],
  ])('recognise %s, as the flows build it, in Hindi', async (_, built) => {
    await choose('hi');

    const shown = translateSentence(built);

    expect(shown).not.toBe(built);
    expect(shown).toMatch(/[\u0900-\u097F]/u);
  });

  it('stay exactly as built while the candidate reads English', async () => {
    await choose('en');

    expect(translateSentence(uploadErrorText(new Error('Network error')))).toBe(
      'Error uploading resume: Network error. Please try again.',
    );
    expect(translateSentence('Too many OTP requests. Please try again after 15 minutes.')).toBe(
      'Too many OTP requests. Please try again after 15 minutes.',
    );
  });

  it('follow the language in a component', async () => {
    await choose('en');
    render(<Alert text={uploadErrorText(new Error('Network error'))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error uploading resume: Network error. Please try again.');

    await act(async () => languageStore.set('ta'));

    expect(await screen.findByText('ரெஸ்யூமைப் பதிவேற்றுவதில் பிழை: நெட்வொர்க் பிழை. மீண்டும் முயற்சிக்கவும்.')).toBeInTheDocument();

    await act(async () => languageStore.set('hi'));

    expect(await screen.findByText('रिज़्यूमे अपलोड करने में गड़बड़ी: नेटवर्क में गड़बड़ी। कृपया फिर से कोशिश करें।')).toBeInTheDocument();
  });
});
