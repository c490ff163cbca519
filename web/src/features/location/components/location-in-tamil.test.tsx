import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n, languageStore } from '#web/i18n/index.ts';
import { mockGeolocation } from '#web/testing/geolocation.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { useLocationResolver } from '../hooks/use-location-resolver.ts';
import type { LocationNotice } from '../model/location-notice.ts';
import { LocationNoticeRegion } from './location-notice-region.tsx';
import { LocationPreferenceDialog } from './location-preference-dialog.tsx';

setupMockUpstream();

/** A language's texts arrive as their own chunk: on a busy machine the first one can take seconds. */
const SLOW = { timeout: 5_000 };

function Probe({ authenticated }: { authenticated: boolean }) {
  const [notice, setNotice] = useState<LocationNotice | null>(null);
  const resolve = useLocationResolver({ authenticated, loadCandidate: async () => null, onNotice: setNotice });
  const [city, setCity] = useState('');
  return (
    <>
      <LocationNoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
      <button type="button" onClick={() => void resolve('current').then((place) => setCity(place.city))}>
        resolve
      </button>
      <p data-testid="city">{city}</p>
    </>
  );
}

describe('the location screens in Tamil', () => {
  it('tells a signed-in candidate about the declined permission in Tamil, even before the Tamil texts have arrived', async () => {
    mockGeolocation({ errorCode: 1 });
    const { user } = renderApp(<Probe authenticated />);
    await act(() => languageStore.set('ta'));
    expect(i18n.hasResourceBundle('ta', 'location')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'resolve' }));
    expect(
      await screen.findByText('இருப்பிட அனுமதி மறுக்கப்பட்டது. New Delhi அருகிலுள்ள வேலைகள் காட்டப்படுகின்றன.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Location permission declined/)).not.toBeInTheDocument();
  });

  it('rewrites a notice already on screen when the candidate then picks Tamil', async () => {
    mockGeolocation({ errorCode: 1 });
    const { user } = renderApp(<Probe authenticated={false} />);
    await act(() => languageStore.set('en'));
    await user.click(screen.getByRole('button', { name: 'resolve' }));
    expect(
      await screen.findByText("We couldn't access precise GPS data. Currently showing jobs near New Delhi.", {}, SLOW),
    ).toBeInTheDocument();
    await act(() => languageStore.set('ta'));
    expect(
      await screen.findByText(
        'துல்லியமான GPS தரவைப் பெற முடியவில்லை. இப்போது New Delhi அருகிலுள்ள வேலைகள் காட்டப்படுகின்றன.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/precise GPS/)).not.toBeInTheDocument();
  });

  it('write the Location Preference dialog in Tamil', async () => {
    const onChoose = vi.fn();
    const { user } = renderApp(<LocationPreferenceDialog open savedCity="Chennai" onChoose={onChoose} />);
    await act(() => languageStore.set('ta'));
    expect(await screen.findByRole('dialog', { name: 'இருப்பிட விருப்பம்' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('உங்களுக்கான வேலைகளை எங்கே தேடலாம்?')).toBeInTheDocument();
    expect(screen.getByText('சேமித்தது: Chennai')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /தற்போதைய இருப்பிடம்/ }));
    expect(onChoose).toHaveBeenCalledWith('current');
    expect(screen.getByRole('button', { name: /அடிப்படை இருப்பிடம்/ })).toBeEnabled();
  });

  it('says while the saved place loads, and when there is none, in Tamil', async () => {
    const { rerender } = renderApp(<LocationPreferenceDialog open savedCity={undefined} onChoose={vi.fn()} />);
    await act(() => languageStore.set('ta'));
    expect(await screen.findByText('நீங்கள் சேமித்த இருப்பிடம் ஏற்றப்படுகிறது…', {}, SLOW)).toBeInTheDocument();
    rerender(<LocationPreferenceDialog open savedCity={null} onChoose={vi.fn()} />);
    expect(screen.getByText('உங்கள் சுயவிவரத்தில் இன்னும் அடிப்படை இருப்பிடம் சேமிக்கப்படவில்லை')).toBeInTheDocument();
  });
});
