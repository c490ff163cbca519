import { act, screen, waitFor, within } from '@testing-library/react';
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

    // The mock's 'noida' (the city and 62 sectors) is more than the 50 shown; its Unmapped Colony has no point.
    await user.type(city, 'Noida');
    expect(await screen.findByText('पहले 50 नतीजे दिखाए जा रहे हैं… खोज को और सटीक करें')).toBeVisible();
    await user.clear(city);
    await user.type(city, 'Unmapped');
    await user.click(await screen.findByRole('option', { name: /Unmapped Colony/ }));
    expect(await screen.findByText('स्थान के विवरण में निर्देशांक नहीं हैं। कृपया कोई दूसरा सुझाव चुनें।')).toBeInTheDocument();
  });

  it('suggests names typed in Hindi, in Latin letters or misspelt, with the English name beside, and searches in English', async () => {
    const onSearch = vi.fn();
    const { user } = renderApp(
      <SearchBanner
        point={{ latitude: 18.5204, longitude: 73.8567 }}
        searching={false}
        onSearch={onSearch}
        onReset={vi.fn()}
      />,
    );
    await act(() => languageStore.set('hi'));
    await screen.findByRole('heading', { name: 'अपनी पसंद की नौकरी खोजें' }, { timeout: 5_000 });
    const designation = screen.getByRole('combobox', { name: 'नौकरी का नाम या पद' });

    await user.type(designation, 'डिलीवरी');
    const delivery = await screen.findByRole(
      'option',
      { name: 'डिलीवरी एग्जीक्यूटिव · Delivery Executive' },
      { timeout: 5_000 },
    );
    expect(screen.queryByText('कोई मिलता-जुलता पद नहीं')).not.toBeInTheDocument();
    await user.click(delivery);

    await user.type(designation, 'draivar');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'कैब ड्राइवर · Cab Driver',
      'ट्रक ड्राइवर · Truck Driver',
    ]);
    await user.clear(designation);
    await user.type(designation, 'drivr');
    await user.click(screen.getByRole('option', { name: 'कैब ड्राइवर · Cab Driver' }));

    const city = screen.getByRole('combobox', { name: 'शहर' });
    await user.type(city, 'पुणे');
    await user.click(await screen.findByRole('option', { name: 'पुणे · Pune, Maharashtra' }));
    const skills = screen.getByRole('combobox', { name: 'कौशल' });
    // Enter searches: the typed skill is read as the English name it stands for.
    await user.type(skills, 'हिंदी{Enter}');
    // Exactly what the English names search: the upstream knows English values only.
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        city: { name: 'Pune', label: 'Pune, Maharashtra', latitude: 18.5204, longitude: 73.8567 },
        designations: ['Delivery Executive', 'Cab Driver'],
        designationIds: [1, 6],
        skills: ['Hindi'],
        skillIds: [expect.any(Number)],
      }),
    );
    const chips = await screen.findByRole('list', { name: 'खोज फ़िल्टर' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['पुणे', 'डिलीवरी एग्जीक्यूटिव', 'कैब ड्राइवर', 'हिंदी']);
    expect(screen.getByText('हिंदी की नौकरियाँ दिखाई जा रही हैं')).toBeInTheDocument();
    // Typing a whole sentence, a character at a time, in a shared test environment.
  }, 20_000);

  it('searches for a job title typed in Hindi and not picked, or says in Hindi that nothing matches, with the nearest in Hindi', async () => {
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
    await screen.findByRole('heading', { name: 'अपनी पसंद की नौकरी खोजें' }, { timeout: 5_000 });
    const designation = screen.getByRole('combobox', { name: 'नौकरी का नाम या पद' });

    await user.type(designation, 'अंतरिक्ष यात्री');
    await user.click(screen.getByRole('button', { name: 'नौकरियाँ खोजें' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('“अंतरिक्ष यात्री” से कोई नौकरी का पद मेल नहीं खाता। दिखाई गई नौकरियाँ नहीं बदलीं।');
    expect(within(alert).getByText('क्या आपका मतलब था:')).toBeInTheDocument();
    // The nearest are named in Hindi, as the suggestions are.
    for (const button of within(alert).getAllByRole('button')) expect(button.textContent).toMatch(/[\u0900-\u097F]/);
    expect(onSearch).not.toHaveBeenCalled();

    await user.clear(designation);
    await user.type(designation, 'ड्राइवर{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledOnce());
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ designations: ['Cab Driver', 'Truck Driver'] });
    expect(
      screen.getByText(/^(कैब ड्राइवर, ट्रक ड्राइवर|ट्रक ड्राइवर, कैब ड्राइवर) की नौकरियाँ दिखाई जा रही हैं$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 20_000);
});
