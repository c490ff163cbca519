import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { LanguagePicker } from './language-picker.tsx';

describe('language picker in Tamil', () => {
  it('names the other languages in Tamil beside their own names, and Tamil once', async () => {
    renderApp(<LanguagePicker />);
    await act(() => languageStore.set('ta'));
    const select = await screen.findByRole('combobox', { name: 'மொழி' }, { timeout: 5_000 });
    await waitFor(
      () =>
        expect(
          within(select)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual([
          'English',
          'हिन्दी (இந்தி)',
          'বাংলা (வங்காளம்)',
          'தமிழ்',
          'తెలుగు (தெலுங்கு)',
          'मराठी (மராத்தி)',
          'ગુજરાતી (குஜராத்தி)',
          'ಕನ್ನಡ (கன்னடம்)',
          'മലയാളം (மலையாளம்)',
        ]),
      { timeout: 5_000 },
    );
    expect(select).toHaveValue('ta');
  });
});
