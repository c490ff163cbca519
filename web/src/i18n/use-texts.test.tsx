import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { languageStore } from './language-store.ts';
import { useTexts } from './use-texts.ts';

const renders: string[] = [];

function Greeting() {
  const { t } = useTexts('greeting-probe');
  const text = t('hello');
  renders.push(text);
  return <p>{text}</p>;
}

afterEach(async () => {
  await act(async () => languageStore.set('en'));
  renders.length = 0;
});

describe('useTexts', () => {
  it("redraws when its namespace gets texts in the language shown, not for another language's, and once when the language changes", async () => {
    i18n.addResourceBundle('en', 'greeting-probe', { hello: 'Hello' });
    render(<Greeting />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    renders.length = 0;

    act(() => void i18n.addResourceBundle('hi', 'greeting-probe', { hello: 'नमस्ते' }));
    expect(renders).toEqual([]);

    act(() => void i18n.addResourceBundle('en', 'greeting-probe', { hello: 'Hello again' }, true, true));
    expect(renders).toEqual(['Hello again']);
    renders.length = 0;

    await act(async () => languageStore.set('hi'));
    expect(await screen.findByText('नमस्ते')).toBeInTheDocument();
    expect(renders.filter((text) => text !== 'नमस्ते')).toEqual([]);
  });
});
