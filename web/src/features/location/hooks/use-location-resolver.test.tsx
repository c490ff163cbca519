import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationPreference } from '#machines';
import type { Candidate } from '#web/entities/candidate/index.ts';
import { mockGeolocation } from '#web/testing/geolocation.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { languageStore } from '#web/i18n/index.ts';
import { loadJobDictionary } from '#web/i18n/job-field-text.ts';
import { LocationNoticeRegion } from '../components/location-notice-region.tsx';
import type { LocationNotice } from '../model/location-notice.ts';
import { useLocationResolver } from './use-location-resolver.ts';

const mock = setupMockUpstream();
/** What the probe says it resolved (its own labelled region: the status region is the notices'). */
const resolved = () => screen.getByRole('region', { name: 'Location resolved' });

/**
 * A position the browser would give but the saved choice must win over: a city's (Jaipur), unlike the saved one, so
 * that a look-up of it, were one made, reads what every other look-up reads (a point in no city reads the geocoders'
 * fallback fields, and the recording of what the client reads would then depend on the test's timing).
 */
const UNUSED_POSITION = { latitude: 26.9124, longitude: 75.7873 };
afterEach(() => {
  Reflect.deleteProperty(navigator, 'permissions');
});
const calls = () =>
  mock.world.log
    .list()
    .map((r) => r.operationId)
    .filter((id) => id !== 'fetchProgrammaticUserToken');

function Probe({
  authenticated,
  preference,
  profile,
}: {
  authenticated: boolean;
  preference: LocationPreference | null;
  profile?: Pick<Candidate, 'savedLocation'>;
}) {
  const [notice, setNotice] = useState<LocationNotice | null>(null);
  const resolve = useLocationResolver({
    authenticated,
    loadCandidate: async () => profile ?? null,
    onNotice: setNotice,
  });
  const [text, setText] = useState('');
  return (
    <>
      <LocationNoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
      <button
        type="button"
        onClick={() => {
          setText('');
          void resolve(preference).then((l) => setText(`${l.city} ${l.latitude} ${l.longitude} ${l.source}`));
        }}
      >
        resolve
      </button>
      <section aria-label="Location resolved">{text}</section>
    </>
  );
}

async function resolveWith(props: Parameters<typeof Probe>[0]) {
  const { user } = renderApp(<Probe {...props} />);
  await user.click(screen.getByRole('button', { name: 'resolve' }));
  await waitFor(() => expect(resolved()).not.toBeEmptyDOMElement());
  return resolved().textContent;
}

describe('useLocationResolver over the mock services', () => {
  it('names the browser position through reverse geocoding, without a toast', async () => {
    mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    expect(await resolveWith({ authenticated: false, preference: null })).toBe('Pune 18.5204 73.8567 gps');
    expect(screen.queryByText(/showing jobs/i)).not.toBeInTheDocument();
  });

  it('uses the backup reverse geocoder when the first one fails', async () => {
    mock.world.faults.add({ operationId: 'reverseGeocode', status: 500 });
    mockGeolocation({ latitude: 12.9716, longitude: 77.5946 });
    expect(await resolveWith({ authenticated: false, preference: null })).toBe('Bengaluru 12.9716 77.5946 gps');
    expect(calls()).toEqual(['reverseGeocode', 'reverseGeocodeBackup']);
  });

  it('tells a visitor the IP city when the browser refuses', async () => {
    mockGeolocation({ errorCode: 1 });
    expect(await resolveWith({ authenticated: false, preference: null })).toMatch(/^New Delhi .* ip$/);
    expect(
      await screen.findByText("We couldn't access precise GPS data. Currently showing jobs near New Delhi."),
    ).toBeInTheDocument();
  });

  it('says why in the page region before the browser asks for the position, until the browser has its answer', async () => {
    const query = vi.fn(async () => ({ state: 'prompt' }));
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query } });
    const geolocation = mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    geolocation.mockImplementationOnce((success) => {
      // The word is in the page's status region when the browser's prompt comes up: not a toast, and not dismissed
      // (it goes with the answer).
      const region = screen.getByRole('status');
      expect(
        within(region).getByText('To show jobs near you, allow your location when your browser asks.'),
      ).toBeVisible();
      expect(within(region).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
      expect(document.querySelector('.toasts .toast')).toBeNull();
      success({ coords: { latitude: 18.5204, longitude: 73.8567, accuracy: 20 }, timestamp: 0 } as GeolocationPosition);
    });
    expect(await resolveWith({ authenticated: false, preference: null })).toBe('Pune 18.5204 73.8567 gps');
    expect(geolocation).toHaveBeenCalledOnce();
    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    // The browser has its answer: the word goes, and the region stays for what is said next.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says nothing before asking when the page already has the position (it is not asked again)', async () => {
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: { query: async () => ({ state: 'prompt' }) },
    });
    const geolocation = mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    const { user } = renderApp(<Probe authenticated={false} preference={null} />);
    await user.click(screen.getByRole('button', { name: 'resolve' }));
    await waitFor(() => expect(resolved()).toHaveTextContent('Pune'));
    const shown: string[] = [];
    new MutationObserver(() => shown.push(screen.getByRole('status').textContent ?? '')).observe(
      screen.getByRole('status'),
      { childList: true, subtree: true, characterData: true },
    );
    await user.click(screen.getByRole('button', { name: 'resolve' }));
    await waitFor(() => expect(resolved()).toHaveTextContent('Pune'));
    expect(geolocation).toHaveBeenCalledOnce();
    expect(shown.join('')).not.toMatch(/allow your location/);
  });

  it('says nothing before asking once the browser has its answer', async () => {
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: { query: async () => ({ state: 'granted' }) },
    });
    mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    await resolveWith({ authenticated: false, preference: null });
    expect(screen.queryByText(/allow your location/)).not.toBeInTheDocument();
  });

  it('says it in the page, in a status region that was there before it, until the candidate dismisses it', async () => {
    mockGeolocation({ errorCode: 1 });
    const { user } = renderApp(<Probe authenticated={false} preference={null} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'resolve' }));
    expect(
      await within(region).findByText("We couldn't access precise GPS data. Currently showing jobs near New Delhi."),
    ).toBeVisible();
    // Not a toast: nothing floats over the page, and it does not go by itself.
    expect(document.querySelector('.toasts .toast')).toBeNull();
    await new Promise((r) => setTimeout(r, 4_500));
    expect(within(region).getByText(/Currently showing jobs near New Delhi/)).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('tells it once a browser session: a page opened again says nothing more', async () => {
    mockGeolocation({ errorCode: 1 });
    const first = renderApp(<Probe authenticated={false} preference={null} />);
    await first.user.click(screen.getByRole('button', { name: 'resolve' }));
    expect(await screen.findByText(/Currently showing jobs near New Delhi/)).toBeInTheDocument();
    first.unmount();

    expect(await resolveWith({ authenticated: false, preference: null })).toMatch(/^New Delhi .* ip$/);
    expect(screen.queryByText(/Currently showing jobs near/)).not.toBeInTheDocument();
  });

  it('names the city in the chosen language', async () => {
    languageStore.set('hi');
    await loadJobDictionary();
    mockGeolocation({ errorCode: 1 });
    await resolveWith({ authenticated: false, preference: null });
    expect(await screen.findByText(/नई दिल्ली के पास/)).toBeInTheDocument();
  });

  it('tells a visitor to enable location when only the default is left', async () => {
    mock.world.faults.add({ operationId: 'lookupIpLocation', status: 429 });
    mockGeolocation({ errorCode: 2 });
    expect(await resolveWith({ authenticated: false, preference: null })).toBe('New Delhi 28.6139 77.209 default');
    expect(
      await screen.findByText(
        'Please enable location access in your browser to see jobs near you. Currently showing jobs in your area.',
      ),
    ).toBeInTheDocument();
  });

  it('tells a signed-in candidate about the declined permission', async () => {
    mockGeolocation({ errorCode: 1 });
    await resolveWith({ authenticated: true, preference: 'current' });
    expect(await screen.findByText('Location permission declined. Showing jobs near New Delhi.')).toBeInTheDocument();
  });

  it('tells a signed-in candidate when only the default is left', async () => {
    mock.world.faults.add({ operationId: 'lookupIpLocation', status: 500 });
    mockGeolocation({ errorCode: 1 });
    await resolveWith({ authenticated: true, preference: 'current' });
    expect(await screen.findByText('Location access denied. Showing jobs in your area.')).toBeInTheDocument();
  });

  it('uses the saved base location when chosen', async () => {
    const spy = mockGeolocation(UNUSED_POSITION);
    const profile = { savedLocation: { cityName: 'Bengaluru', point: { latitude: 12.9716, longitude: 77.5946 } } };
    expect(await resolveWith({ authenticated: true, preference: 'saved', profile })).toBe(
      'Bengaluru 12.9716 77.5946 saved',
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it('geocodes a saved city without coordinates and keeps it in the cache', async () => {
    mockGeolocation(UNUSED_POSITION);
    const profile = { savedLocation: { cityName: 'Pune', point: null } };
    expect(await resolveWith({ authenticated: true, preference: 'saved', profile })).toBe('Pune 18.5204 73.8567 saved');
    expect(JSON.parse(localStorage.getItem('geocodeCache') ?? '{}')).toHaveProperty('pune');
  });
});
