import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { languageStore } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { SearchBanner } from './search-banner.tsx';

setupMockUpstream();

describe('SearchBanner in Hindi', () => {
  it('writes its heading, labels, placeholders, buttons, hints and toasts in Hindi', async () => {
    const onSearch = vi.fn();
    const { user } = renderApp(
      <SearchBanner
        point={{ latitude: 28.6139, longitude: 77.209 }}
        searching={false}
        onSearch={onSearch}
        onReset={vi.fn()}
      />,
    );
    await act(() => languageStore.set('hi'));
    expect(
      await screen.findByRole('heading', { name: 'अपनी पसंद की नौकरी खोजें' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/हर दोस्त की नौकरी लगने पर ₹500 कमाएँ।$/)).toBeInTheDocument();
    const city = screen.getByRole('combobox', { name: 'शहर' });
    expect(city).toHaveAttribute('placeholder', 'शहर खोजें');
    expect(screen.getByRole('combobox', { name: 'नौकरी का नाम या पद' })).toHaveAttribute(
      'placeholder',
      'जैसे डिलीवरी एग्जीक्यूटिव',
    );
    expect(screen.getByRole('combobox', { name: 'कौशल' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रीसेट करें' })).toBeInTheDocument();

    await user.type(city, 'Be');
    expect(screen.getByText('कम से कम 3 अक्षर लिखें…')).toBeVisible();
    await user.clear(city);
    await user.click(screen.getByRole('button', { name: 'नौकरियाँ खोजें' }));
    expect(
      await screen.findByText('नौकरियाँ खोजने के लिए कम से कम एक चीज़ भरें (नौकरी का नाम, स्थान या कौशल)।'),
    ).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
