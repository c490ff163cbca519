import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { renderApp } from '#web/testing/render-app.tsx';
import { SearchBanner, type SearchBannerProps } from './search-banner.tsx';

const mock = setupMockUpstream();
afterEach(() => {
  mock.server.events.removeAllListeners();
  vi.useRealTimers();
});

const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
const calls = (operationId: string) => mock.world.log.list().filter((r) => r.operationId === operationId);

function renderBanner(props: Partial<SearchBannerProps> = {}) {
  const onSearch = vi.fn();
  const onReset = vi.fn();
  const view = renderApp(
    <SearchBanner point={NEW_DELHI} searching={false} onSearch={onSearch} onReset={onReset} {...props} />,
  );
  const city = screen.getByRole('combobox', { name: 'City' });
  const designation = screen.getByRole('combobox', { name: 'Job title or designation' });
  const skills = screen.getByRole('combobox', { name: 'Skills' });
  return { ...view, onSearch, onReset, city, designation, skills };
}

describe('SearchBanner: city', () => {
  it('asks for 3 characters and calls nothing before that', async () => {
    const { user, city } = renderBanner();
    expect(screen.getByRole('heading', { name: 'Find Your Perfect Job' })).toBeInTheDocument();
    await user.type(city, '  Be');
    expect(screen.getByText('Type at least 3 characters…')).toBeVisible();
    await new Promise((r) => setTimeout(r, 400));
    expect(calls('getLocationResults')).toHaveLength(0);
  });

  it('debounces the look-up by 350 ms and sends the trimmed text once', async () => {
    // The fake clock also follows real time, so the query cache's own timers keep running.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const lookupInputs: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/getLocationResults')) lookupInputs.push(url.searchParams.get('input') ?? '');
    });
    const { city, queryClient } = renderBanner();
    const lookups = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['location', 'suggestions'] })
        .map((q) => q.queryKey[2]);
    // fireEvent, not user-event: Testing Library's async wrapper waits on a timer the fake clock holds.
    fireEvent.change(city, { target: { value: ' P' } });
    fireEvent.change(city, { target: { value: ' Pun' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(lookups()).toEqual(['']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(lookups()).toEqual(['', 'pun']);
    expect(await screen.findByRole('option', { name: 'Pune, Maharashtra' })).toBeInTheDocument();
    expect(lookupInputs).toEqual(['Pun']);
  });

  it("says 'No results' when nothing matches", async () => {
    const { user, city } = renderBanner();
    await user.type(city, 'Xyzzy');
    expect(await screen.findByText('No results')).toBeVisible();
  });

  it("shows the first 50 of a longer list and asks to refine: the mock's 'noida' is the city and 62 sectors", async () => {
    const { user, city } = renderBanner();
    await user.type(city, 'Noida');
    expect(await screen.findByText('Showing first 50 results… refine your search')).toBeVisible();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(50);
    expect(options[0]).toHaveAccessibleName('Noida, Uttar Pradesh');
    expect(options.at(-1)).toHaveAccessibleName('Noida Sector 49, Uttar Pradesh');
  });

  it('gives no hint when every match is shown', async () => {
    const { user, city } = renderBanner();
    await user.type(city, 'Noida Sector 1');
    expect(await screen.findByRole('option', { name: 'Noida Sector 19, Uttar Pradesh' })).toBeInTheDocument();
    expect(screen.queryByText(/refine your search/)).not.toBeInTheDocument();
  });

  it('adds a chosen city as a chip once place details give coordinates', async () => {
    const { user, city, onSearch } = renderBanner();
    await user.type(city, 'Bengal');
    await user.click(await screen.findByRole('option', { name: 'Bengaluru, Karnataka' }));
    const chips = await screen.findByRole('list', { name: 'Search filters' });
    expect(within(chips).getByText('Bengaluru')).toBeInTheDocument();
    expect(calls('fetchPlaceIdDetails')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({
        city: { name: 'Bengaluru', label: 'Bengaluru, Karnataka', latitude: 12.9716, longitude: 77.5946 },
      }),
    );
  });

  it("labels the button 'Adding city…' while place details load", async () => {
    mock.server.use(
      http.get('*/corporate-recruitment/talentJobs/fetchPlaceIdDetails', async () => {
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({ placeId: 'x', geometry: { location: { lat: 1, lng: 2 } } });
      }),
    );
    const { user, city } = renderBanner();
    await user.type(city, 'Pune');
    await user.click(await screen.findByRole('option', { name: 'Pune, Maharashtra' }));
    expect(screen.getByRole('button', { name: 'Adding city…' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Search Jobs' })).toBeEnabled();
  });

  it("says 'No coordinates in place details' when the place's details carry none (the mock's Unmapped Colony)", async () => {
    const { user, city } = renderBanner();
    await user.type(city, 'Unmapped');
    await user.click(await screen.findByRole('option', { name: 'Unmapped Colony, Maharashtra' }));
    expect(
      await screen.findByText('No coordinates in place details. Please try another suggestion.'),
    ).toBeInTheDocument();
    expect(calls('fetchPlaceIdDetails')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Search filters' })).not.toBeInTheDocument();
  });

  it('warns, without asking for details, when a suggestion has no place id', async () => {
    mock.server.use(
      http.get('*/corporate-recruitment/talentJobs/getLocationResults', () =>
        HttpResponse.json([{ label: 'Pune, Maharashtra', name: 'Pune', placeId: '' }]),
      ),
    );
    const { user, city } = renderBanner();
    await user.type(city, 'Pune');
    await user.click(await screen.findByRole('option', { name: 'Pune, Maharashtra' }));
    expect(
      await screen.findByText('Unable to fetch city coordinates. Please try another suggestion.'),
    ).toBeInTheDocument();
    expect(calls('fetchPlaceIdDetails')).toHaveLength(0);
  });

  it('reports a failed place look-up', async () => {
    mock.world.faults.add({ operationId: 'fetchPlaceIdDetails', status: 500 });
    const { user, city } = renderBanner();
    await user.type(city, 'Pune');
    await user.click(await screen.findByRole('option', { name: 'Pune, Maharashtra' }));
    expect(await screen.findByText('Failed to add city. Please try again.')).toBeInTheDocument();
  });

  it('asks for a city from the suggestions when one was only typed', async () => {
    const { user, city, onSearch } = renderBanner();
    await user.type(city, 'Pune');
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    expect(
      await screen.findByText('Please choose a city from suggestions so we can get coordinates.'),
    ).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('SearchBanner: designations and skills', () => {
  it('suggests designations from the filter options, up to 20', async () => {
    const { user, designation } = renderBanner();
    await user.click(designation);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.type(designation, 'e');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    await user.clear(designation);
    await user.type(designation, 'cab');
    expect(screen.getByRole('option', { name: 'Cab Driver' })).toBeInTheDocument();
  });

  it('offers nothing, and shows no error, when the filter options call fails (its {} fallback)', async () => {
    mock.world.faults.add({ operationId: 'fetchJobFilterOptions', status: 500 });
    const { user, designation, skills } = renderBanner();
    await waitFor(() => expect(calls('fetchJobFilterOptions')).toHaveLength(1));
    await user.type(designation, 'cab');
    expect(await screen.findByText('No matching designations')).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Cab Driver' })).not.toBeInTheDocument();
    await user.type(skills, 'dri');
    expect(await screen.findByText('No matching skills')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No matching designations' and 'No matching skills'", async () => {
    const { user, designation, skills } = renderBanner();
    await waitFor(() => expect(calls('fetchJobFilterOptions')).toHaveLength(1));
    await user.type(designation, 'Astronaut');
    expect(await screen.findByText('No matching designations')).toBeVisible();
    await user.type(skills, 'Juggling');
    expect(await screen.findByText('No matching skills')).toBeVisible();
  });

  it('searches for what a typed job title stands for, on Enter, and says which titles it searched for', async () => {
    const { user, designation, onSearch } = renderBanner();
    await waitFor(() => expect(calls('fetchJobFilterOptions')).toHaveLength(1));
    await user.type(designation, 'driver{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledOnce());
    const { designations, designationIds } = onSearch.mock.calls[0]![0] as {
      designations: string[];
      designationIds: number[];
    };
    expect(designations).toEqual(expect.arrayContaining(['Cab Driver', 'Truck Driver']));
    expect(designations.every((title) => /driver/i.test(title))).toBe(true);
    expect(designationIds).toHaveLength(designations.length);
    expect(screen.getByText(/^Showing jobs for .*Cab Driver/)).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Search filters' });
    expect(within(chips).getByText('Cab Driver')).toBeInTheDocument();
    expect(designation).toHaveValue('');
  });

  it('reads a title pasted in Devanagari in English, searching at once for the titles it stands for', async () => {
    const { user, designation, onSearch } = renderBanner();
    await waitFor(() => expect(calls('fetchJobFilterOptions')).toHaveLength(1));
    await user.click(designation);
    await user.paste('ड्राइवर');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledOnce());
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ designations: ['Cab Driver', 'Truck Driver'] });
    expect(screen.getByText('Showing jobs for Cab Driver, Truck Driver')).toBeInTheDocument();
  });

  it('reads a typed title misspelt, or of words the suggestions would not find together', async () => {
    const { user, designation, onSearch } = renderBanner();
    await waitFor(() => expect(calls('fetchJobFilterOptions')).toHaveLength(1));
    await user.type(designation, 'elecrtician');
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledOnce());
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ designations: ['Electrician'] });
    expect(screen.getByText('Showing jobs for Electrician')).toBeInTheDocument();
    await user.type(designation, 'warehouse boy{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2));
    expect(onSearch.mock.calls[1]![0]).toMatchObject({
      designations: ['Electrician', 'Warehouse Associate', 'Warehouse Supervisor'],
    });
    expect(screen.getByText('Showing jobs for Warehouse Associate, Warehouse Supervisor')).toBeInTheDocument();
  });

  it('says when a typed title stands for nothing, offers the nearest, leaves the list, and searches for one chosen', async () => {
    const { user, designation, onSearch } = renderBanner();
    await waitFor(() => expect(calls('fetchJobFilterOptions')).toHaveLength(1));
    await user.type(designation, 'Astronaut');
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No job title matches “Astronaut”. The jobs shown have not changed.');
    expect(onSearch).not.toHaveBeenCalled();
    expect(designation).toHaveValue('Astronaut');
    const nearest = within(alert).getAllByRole('button');
    expect(nearest).toHaveLength(3);
    const chosen = nearest[0]!.textContent!;
    await user.click(nearest[0]!);
    await waitFor(() => expect(onSearch).toHaveBeenCalledOnce());
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ designations: [chosen] });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a typed skill stands for nothing, and keeps the title picked beside it unsearched', async () => {
    const { user, designation, skills, onSearch } = renderBanner();
    await user.type(designation, 'cab');
    await user.click(await screen.findByRole('option', { name: 'Cab Driver' }));
    await user.type(skills, 'Qwertyuiop{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No skill matches “Qwertyuiop”. The jobs shown have not changed.',
    );
    expect(onSearch).not.toHaveBeenCalled();
    expect(skills).toHaveValue('Qwertyuiop');
    await user.clear(skills);
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A search with picked chips only says nothing of typed text.
    expect(screen.queryByText(/^Showing jobs for/)).not.toBeInTheDocument();
  });

  it('searches with the ids of the picked labels and a typed skill', async () => {
    const { user, designation, skills, onSearch } = renderBanner();
    await user.type(designation, 'cab');
    await user.click(await screen.findByRole('option', { name: 'Cab Driver' }));
    await user.type(skills, 'autocad');
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        city: null,
        designations: ['Cab Driver'],
        designationIds: [6],
        skills: ['AutoCAD'],
        skillIds: [116],
      }),
    );
    expect(screen.getByText('Showing jobs for AutoCAD')).toBeInTheDocument();
  });

  it('warns when there is nothing to search for', async () => {
    const { user, onSearch } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    expect(
      await screen.findByText(
        'Please enter at least one search criteria (job title, location, or skills) to search for jobs.',
      ),
    ).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clears every filter on Reset', async () => {
    const { user, designation, onReset } = renderBanner();
    await user.type(designation, 'cab');
    await user.click(await screen.findByRole('option', { name: 'Cab Driver' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('list', { name: 'Search filters' })).not.toBeInTheDocument();
    expect(onReset).toHaveBeenCalledOnce();
  });

  it("labels the button 'Searching…' while results load", () => {
    renderBanner({ searching: true });
    expect(screen.getByRole('button', { name: 'Searching…' })).toBeDisabled();
  });
});
