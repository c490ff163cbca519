import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import languageEn from '#web/locales/en/language.json';
import linksEn from '#web/locales/en/links.json';
import { i18n } from './i18n.ts';
import { languageStore } from './language-store.ts';
import { registerEnglish } from './register-english.ts';

const ns = registerEnglish('language', languageEn);
const renders: string[] = [];

function Label() {
  const { t } = useTranslation(ns);
  const text = t('name.ta');
  renders.push(text);
  return <p>{text}</p>;
}

afterEach(async () => {
  await act(async () => languageStore.set('en'));
  renders.length = 0;
});

describe('a namespace read through useTranslation', () => {
  it('shows its English texts as soon as they are registered, with no fetch', () => {
    render(<Label />);
    expect(screen.getByText('Tamil')).toBeInTheDocument();
    expect(renders).toEqual(['Tamil']);
  });

  it("does not redraw when another namespace registers its English or another language's texts arrive", () => {
    render(<Label />);
    renders.length = 0;
    act(() => void registerEnglish('links', linksEn));
    act(() => void i18n.addResourceBundle('hi', 'links', { probe: 'जाँच' }, true, false));
    act(() => void i18n.addResourceBundle('ta', 'language', { 'name.ta': 'தமிழ்' }, true, true));
    expect(renders).toEqual([]);
  });

  it('redraws in the chosen language once its texts are in, never in the old language first', async () => {
    render(<Label />);
    renders.length = 0;
    await act(async () => languageStore.set('hi'));
    expect(await screen.findByText('तमिल')).toBeInTheDocument();
    expect(renders.filter((text) => text !== 'तमिल')).toEqual([]);
  });
});
