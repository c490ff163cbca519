import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savedJobsKeys, type SavedJob } from '#web/entities/saved-jobs/index.ts';
import { emitAppEvent } from '#web/shared/app-events.ts';
import { LOCAL_KEYS, SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { mockGeolocation } from '#web/testing/geolocation.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { signInAs } from '#web/testing/session.ts';
import HomePage from './home-page.tsx';

const mock = setupMockUpstream();

const searches = () => mock.world.log.list().filter((r) => r.operationId === 'searchJobs');
const cards = () => screen.queryAllByRole('article');
const searchDistances = () => searchBodies().map((body) => body.distance);
const searchBodies = () => searchRequests.map((body) => body as { distance: number; mobileNumber: string });
const searchRequests: unknown[] = [];
beforeEach(() => {
  searchRequests.length = 0;
  mock.server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/searchJobs'))
      void request
        .clone()
        .json()
        .then((body: unknown) => searchRequests.push(body));
  });
});
afterEach(() => mock.server.events.removeAllListeners());

describe('HomePage for visitors', () => {
  it('searches around the browser position and names the city', async () => {
    mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    renderApp(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Find Your Perfect Job' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Refer a Candidate' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Showing Jobs near Pune' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.queryByRole('dialog', { name: 'Location Preference' })).not.toBeInTheDocument();
  });

  it('falls back to the IP city with the visitor notice when location is refused', async () => {
    mockGeolocation({ errorCode: 1 });
    renderApp(<HomePage />);
    expect(
      await screen.findByText("We couldn't access precise GPS data. Currently showing jobs near New Delhi."),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Showing Jobs near New Delhi' })).toBeInTheDocument();
  });

  it('while the browser asks for the location, says why under the list heading instead of loading; the jobs then come with the GPS notice in the same region', async () => {
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: { query: async () => ({ state: 'prompt' }) },
    });
    let refuse = () => {};
    mockGeolocation({ errorCode: 1 }).mockImplementationOnce((_success, failure) => {
      refuse = () => failure?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1 } as GeolocationPositionError);
    });
    try {
      renderApp(<HomePage />);
      const list = screen.getByRole('region', { name: 'Showing Jobs near your location' });
      const word = await within(list).findByText('To show jobs near you, allow your location when your browser asks.');
      const region = word.closest('[role="status"]')!;
      expect(region).not.toBeNull();
      // The list waits on the visitor rather than loading: a screen reader is not told to wait for it.
      expect(list).toHaveAttribute('aria-busy', 'false');
      expect(document.querySelector('.toasts .toast')).toBeNull();

      act(() => refuse());
      await waitFor(() => expect(cards()).toHaveLength(10));
      expect(
        within(region as HTMLElement).getByText(
          "We couldn't access precise GPS data. Currently showing jobs near New Delhi.",
        ),
      ).toBeVisible();
      expect(screen.queryByText(/allow your location/)).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'permissions');
    }
  });

  it('opens job details from the openJobDetails event', async () => {
    mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    renderApp(<HomePage />);
    act(() =>
      emitAppEvent('openJobDetails', {
        jobId: 77,
        jobName: 'Telecaller',
        cityName: 'Pune',
        jobDetails: 'Call customers.',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Telecaller' });
    expect(within(dialog).getByText('Call customers.')).toBeInTheDocument();
  });

  it('opens a pending job detail left in session storage', async () => {
    mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    sessionStorage.setItem(
      SESSION_STORAGE_KEYS.pendingJobDetails,
      JSON.stringify({ id: 12, title: 'Warehouse Associate', location: 'Pune', description: 'Pack orders.' }),
    );
    renderApp(<HomePage />);
    expect(await screen.findByRole('dialog', { name: 'Warehouse Associate' })).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingJobDetails)).toBeNull();
  });

  it('searches a chosen city and says so in the heading', async () => {
    mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    const { user } = renderApp(<HomePage />);
    await screen.findByRole('heading', { name: 'Showing Jobs near Pune' });
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Jaipur');
    await user.click(await screen.findByRole('option', { name: 'Jaipur, Rajasthan' }));
    await screen.findByRole('list', { name: 'Search filters' });
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    expect(await screen.findByRole('heading', { name: 'Showing Jobs near Jaipur' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('heading', { name: 'Showing Jobs near Pune' })).toBeInTheDocument();
  });
});

describe('HomePage for signed-in candidates', () => {
  it('asks for the location preference before the first load and keeps the choice for the candidate', async () => {
    signInAs();
    const geolocation = mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    const { user } = renderApp(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: 'Location Preference' });
    expect(searches()).toHaveLength(0);
    const base = await within(dialog).findByRole('button', { name: /Base Location.*Saved: Bengaluru/ });
    await user.click(base);
    expect(await screen.findByRole('heading', { name: 'Showing Jobs near Bengaluru' })).toBeInTheDocument();
    // The saved base location is searched within 25 km first.
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    expect(searchDistances()[0]).toBe(25);
    expect(geolocation).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOCAL_KEYS.locationPreference)).toBe('saved');
    expect(screen.queryByRole('dialog', { name: 'Location Preference' })).not.toBeInTheDocument();
  });

  it('takes a closed sheet as the current location, and does not ask again in a new browser session', async () => {
    signInAs();
    mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    const { user } = renderApp(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: 'Location Preference' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'Showing Jobs near Pune' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Location Preference' })).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_KEYS.locationPreference)).toBe('current');
  });

  it('uses the stored choice without asking again', async () => {
    signInAs();
    localStorage.setItem(LOCAL_KEYS.locationPreference, 'current');
    mockGeolocation({ errorCode: 1 });
    renderApp(<HomePage />);
    expect(await screen.findByText('Location permission declined. Showing jobs near New Delhi.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Location Preference' })).not.toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(10));
  });

  it('goes from a job card to its details and on to the Apply modal', async () => {
    signInAs();
    localStorage.setItem(LOCAL_KEYS.locationPreference, 'current');
    mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    const { user } = renderApp(<HomePage />);
    await waitFor(() => expect(cards()).toHaveLength(10));
    const first = cards()[0]!;
    const title = within(first).getByRole('heading').textContent ?? '';
    await user.click(within(first).getByRole('button', { name: 'Apply Now' }));
    const details = await screen.findByRole('dialog', { name: title });
    await user.click(within(details).getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('dialog', { name: 'Apply for Job' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
  });

  it('asks a candidate without a number for it (Enter Mobile Number), checks it by country, then searches with it', async () => {
    signInAs({ mobileNumber: '', mobile: '' });
    localStorage.setItem(LOCAL_KEYS.locationPreference, 'current');
    mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    const { user } = renderApp(<HomePage />);
    const card = await screen.findByRole('region', { name: 'Enter Mobile Number' });
    expect(within(card).getByText('Mobile number is required to fetch jobs')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unable to Load Jobs' })).not.toBeInTheDocument();
    expect(searches()).toHaveLength(0);

    await user.selectOptions(within(card).getByLabelText('Country code'), '+971');
    await user.type(within(card).getByLabelText('Mobile Number'), '412345678');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Please enter a valid 9-digit UAE mobile number starting with 5',
    );

    await user.selectOptions(within(card).getByLabelText('Country code'), '+91');
    expect(within(card).getByLabelText('Mobile Number')).toHaveValue('');
    await user.type(within(card).getByLabelText('Mobile Number'), '5123456789');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Please enter a valid 10-digit Indian mobile number starting with 6-9',
    );

    await user.clear(within(card).getByLabelText('Mobile Number'));
    await user.type(within(card).getByLabelText('Mobile Number'), '9123456780');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.queryByRole('region', { name: 'Enter Mobile Number' })).not.toBeInTheDocument();
    await waitFor(() => expect(searchBodies().at(-1)?.mobileNumber).toBe('9123456780'));
    expect(localStorage.getItem('userMobileNumber')).toBe('919123456780');
  });

  it("resumes a visitor's Apply Now after sign-in and Location Preference: the job's apply dialog over the search they made", async () => {
    mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    const { user } = renderApp(<HomePage />);
    await screen.findByRole('heading', { name: 'Showing Jobs near Pune' });
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Jaipur');
    await user.click(await screen.findByRole('option', { name: 'Jaipur, Rajasthan' }));
    await screen.findByRole('list', { name: 'Search filters' });
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await screen.findByRole('heading', { name: 'Showing Jobs near Jaipur' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const title = within(cards()[0]!).getByRole('heading').textContent ?? '';
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Apply Now' }));
    const details = await screen.findByRole('dialog', { name: title });
    await user.click(within(details).getByRole('button', { name: 'Apply Now' }));

    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.type(within(signIn).getByLabelText('Mobile Number'), '9876543210');
    await user.click(within(signIn).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(signIn).findByLabelText('OTP'), '1234');
    await user.click(within(signIn).getByRole('button', { name: 'Verify OTP' }));
    const preference = await screen.findByRole('dialog', { name: 'Location Preference' }, { timeout: 4_000 });
    await user.click(await within(preference).findByRole('button', { name: /^Current Location/ }));

    const apply = await screen.findByRole('dialog', { name: 'Apply for Job' });
    expect(within(apply).getByText(new RegExp(title))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
    // Under the dialog (inert while it is open), the search is the one the visitor made: the chip and the heading,
    // and the candidate's number went with it.
    expect(screen.getByRole('heading', { name: 'Showing Jobs near Jaipur', hidden: true })).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Search filters', hidden: true });
    expect(within(chips).getByText('Jaipur')).toBeInTheDocument();
    await waitFor(() => expect(searchBodies().at(-1)?.mobileNumber).toBe('9876543210'));
  }, 20_000);

  it("resumes a visitor's Save after sign-in and Location Preference: the job is saved and says so", async () => {
    mockGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    const { user, queryClient } = renderApp(<HomePage />);
    await screen.findByRole('heading', { name: 'Showing Jobs near Pune' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const title = within(cards()[0]!).getByRole('heading').textContent ?? '';
    await user.click(within(cards()[0]!).getByRole('button', { name: `Save ${title}` }));

    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.type(within(signIn).getByLabelText('Mobile Number'), '9876543210');
    await user.click(within(signIn).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(signIn).findByLabelText('OTP'), '1234');
    await user.click(within(signIn).getByRole('button', { name: 'Verify OTP' }));
    const preference = await screen.findByRole('dialog', { name: 'Location Preference' }, { timeout: 4_000 });
    await user.click(await within(preference).findByRole('button', { name: /^Current Location/ }));

    expect(await screen.findByText(`${title} is in your Saved Jobs`)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: title });
    expect(within(card).getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'true');
    expect(queryClient.getQueryData<SavedJob[]>(savedJobsKeys.of('9876543210'))?.map((entry) => entry.id)).toHaveLength(
      1,
    );
  }, 20_000);
});
