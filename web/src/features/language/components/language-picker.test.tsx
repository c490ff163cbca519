import { useTranslation } from 'react-i18next';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, useLanguageSync, type TextKey } from '#web/i18n/index.ts';
import ml from '#web/locales/ml/common.json';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { LanguagePicker } from './language-picker.tsx';

function Labels() {
  const { t } = useTranslation();
  useLanguageSync();
  const keys: TextKey<'common'>[] = ['nav.myApplications', 'nav.myReferrals', 'nav.myEarnings', 'nav.signIn'];
  return (
    <ul aria-label="labels">
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}

const render = () =>
  renderApp(
    <>
      <LanguagePicker />
      <Labels />
    </>,
  );
const labels = () =>
  within(screen.getByRole('list', { name: 'labels' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('language picker', () => {
  it('offers the nine languages by their own names, English first and chosen', () => {
    render();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'English',
      'हिन्दी (Hindi)',
      'বাংলা (Bengali)',
      'தமிழ் (Tamil)',
      'తెలుగు (Telugu)',
      'मराठी (Marathi)',
      'ગુજરાતી (Gujarati)',
      'ಕನ್ನಡ (Kannada)',
      'മലയാളം (Malayalam)',
    ]);
    expect(labels()).toEqual(['My Applications', 'My Referrals', 'My Earnings', 'Sign In']);
  });

  it('switches the labels, saves the choice and marks the page language; switching back restores English', async () => {
    const user = userEvent.setup();
    render();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    await waitFor(() => expect(labels()).toEqual(['मेरे आवेदन', 'मेरे रेफ़रल', 'मेरी कमाई', 'साइन इन करें']));
    expect(localStorage.getItem(LOCAL_KEYS.language)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'en');
    expect(labels()).toEqual(['My Applications', 'My Referrals', 'My Earnings', 'Sign In']);
    expect(localStorage.getItem(LOCAL_KEYS.language)).toBe('en');
  });

  it('follows a change made in another tab', async () => {
    render();
    act(() => {
      localStorage.setItem(LOCAL_KEYS.language, 'ta');
      window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.language, newValue: 'ta' }));
    });
    await waitFor(() => expect(labels()).toEqual(['எனது விண்ணப்பங்கள்', 'எனது பரிந்துரைகள்', 'எனது வருமானம்', 'உள்நுழைக']));
    expect(screen.getByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');
    act(() => {
      localStorage.removeItem(LOCAL_KEYS.language);
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(labels()).toEqual(['My Applications', 'My Referrals', 'My Earnings', 'Sign In']);
  });

  it("fetches a language's labels only once it is chosen", async () => {
    const user = userEvent.setup();
    render();
    expect(i18n.hasResourceBundle('ml', 'common')).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ml');
    expect(document.documentElement.lang).toBe('ml');
    await waitFor(() =>
      expect(labels()).toEqual([
        ml['nav.myApplications'],
        ml['nav.myReferrals'],
        ml['nav.myEarnings'],
        ml['nav.signIn'],
      ]),
    );
    expect(i18n.hasResourceBundle('ml', 'common')).toBe(true);
  });
});
