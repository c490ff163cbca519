import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { message, upstream } from '../messages/message.ts';
import { english } from '../testing/english.ts';
import { advance, deferred, flush, startOnClock } from '../testing/harness.ts';
import type { Job, JobListPlace, LocatePlaceInput, SearchJobsInput } from './job-list-io.ts';
import { jobListMachine } from './job-list.machine.ts';
import type { JobListInput } from './job-list.machine.ts';
import { jobListPlace, jobListView } from './job-list-view.ts';

type Search = (input: SearchJobsInput) => Promise<Job[]>;
type Locate = (input: LocatePlaceInput) => Promise<JobListPlace>;

/** Jobs 0..n-1; the same id under different fields on alternate jobs, as the upstream does. */
function jobs(n: number): Job[] {
  return Array.from({ length: n }, (_, i) => (i % 2 === 0 ? { id: i } : { budgetCityId: i }));
}

/** Cumulative results per radius, as a real radius search returns. */
function byRadius(counts: Record<number, number>): Search {
  return async ({ distance }) => jobs(counts[distance] ?? 0);
}

const DELHI: JobListPlace = { latitude: 28.6139, longitude: 77.209, city: 'New Delhi', isDefault: false };
const JAIPUR = { name: 'Jaipur', latitude: 26.9124, longitude: 75.7873 };
const anonymous: JobListInput = { authenticated: false, locationPreference: null, mobileNumber: '' };

async function start(search: Search, input: JobListInput = anonymous, locate: Locate = async () => DELHI) {
  const spy = vi.fn(search);
  const locateSpy = vi.fn(locate);
  const machine = jobListMachine.provide({
    actors: {
      searchJobs: fromPromise(({ input: i }: { input: SearchJobsInput }) => spy(i)),
      locatePlace: fromPromise(({ input: i }: { input: LocatePlaceInput }) => locateSpy(i)),
    },
  });
  const run = startOnClock(machine, input);
  await flush();
  const view = () => jobListView(run.actor.getSnapshot().context);
  return { ...run, spy, locateSpy, view };
}

describe('job list: first load', () => {
  it('starts at 25 km around the saved base location, widens to 50 km, and a reset returns to 25 km', async () => {
    const saved: JobListPlace = { ...DELHI, savedLocation: true };
    const { actor, spy } = await start(
      byRadius({ 25: 2, 50: 30 }),
      { authenticated: true, locationPreference: 'saved', mobileNumber: '9876543210' },
      async () => saved,
    );
    expect(spy.mock.calls.map(([input]) => input.distance)).toEqual([25]);
    expect(actor.getSnapshot().context.radius).toBe(25);
    actor.send({ type: 'radius.expand' });
    await flush();
    expect(spy.mock.calls.map(([input]) => input.distance)).toEqual([25, 50]);
    actor.send({ type: 'search.reset' });
    await flush();
    expect(spy.mock.calls.at(-1)?.[0].distance).toBe(25);
  });

  it('starts at 50 km when the place is not the saved base location', async () => {
    const { spy } = await start(byRadius({ 50: 12 }), {
      authenticated: true,
      locationPreference: 'saved',
      mobileNumber: '9876543210',
    });
    expect(spy.mock.calls.map(([input]) => input.distance)).toEqual([50]);
  });

  it('asks a signed-in user for a location preference first, and searches cannot skip it', async () => {
    const here: JobListPlace = { latitude: 1, longitude: 2, city: 'Pune', isDefault: false };
    const { actor, spy, locateSpy, emitted } = await start(
      byRadius({ 50: 3 }),
      { authenticated: true, locationPreference: null, mobileNumber: '9876543210' },
      async () => here,
    );
    expect(actor.getSnapshot().value).toBe('choosingLocation');
    actor.send({ type: 'search.apply', city: JAIPUR, filters: {} });
    actor.send({ type: 'search.reset' });
    expect(actor.getSnapshot().value).toBe('choosingLocation');
    expect(spy).not.toHaveBeenCalled();
    expect(locateSpy).not.toHaveBeenCalled();
    actor.send({ type: 'location.choose', preference: 'current' });
    expect(emitted).toEqual([{ type: 'location.chosen', preference: 'current' }]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().matches({ loading: 'locating' })).toBe(true);
    expect(locateSpy).toHaveBeenCalledWith({ locationPreference: 'current' });
    await flush();
    expect(jobListPlace(actor.getSnapshot().context)).toEqual(here);
    expect(spy).toHaveBeenCalledWith({
      latitude: 1,
      longitude: 2,
      mobileNumber: '9876543210',
      distance: 50,
      page: 1,
      size: 1000,
      locationPreference: 'current',
    });
  });

  it('loads directly for anonymous users with mobile 0, around the place the locatePlace actor found', async () => {
    const { spy, locateSpy } = await start(byRadius({ 50: 3 }));
    expect(locateSpy).toHaveBeenCalledWith({ locationPreference: null });
    expect(spy.mock.calls[0]?.[0]).toMatchObject({
      distance: 50,
      mobileNumber: '0',
      locationPreference: null,
      latitude: 28.6139,
      longitude: 77.209,
    });
  });

  it("sends a visitor's number as 0 even when one is given", async () => {
    const { spy } = await start(byRadius({ 50: 3 }), {
      authenticated: false,
      locationPreference: null,
      mobileNumber: '9876543210',
    });
    expect(spy.mock.calls[0]?.[0]).toMatchObject({ mobileNumber: '0' });
  });

  it('names the place while its jobs are still loading', async () => {
    const answer = deferred<Job[]>();
    const { actor } = await start(() => answer.promise);
    expect(actor.getSnapshot().matches({ loading: 'searching' })).toBe(true);
    expect(jobListPlace(actor.getSnapshot().context)).toEqual(DELHI);
    answer.resolve(jobs(1));
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('loads directly for a signed-in user whose preference is known, defaulting a blank mobile to 0', async () => {
    const { actor, spy } = await start(byRadius({ 50: 3 }), {
      authenticated: true,
      locationPreference: 'saved',
      mobileNumber: '',
    });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(spy.mock.calls[0]?.[0]).toMatchObject({ mobileNumber: '0', locationPreference: 'saved' });
  });

  it('shows batches of 10, loading more after 300 ms', async () => {
    const { actor, clock, view } = await start(async () => [...jobs(25), { id: 0 }, { positionId: 1 }]);
    expect(actor.getSnapshot().context.jobs).toHaveLength(25);
    expect(view().visibleJobs).toHaveLength(10);
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    advance(clock, 299);
    expect(view().visibleJobs).toHaveLength(10);
    advance(clock, 1);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(view().visibleJobs).toHaveLength(20);
    actor.send({ type: 'list.loadMore' });
    advance(clock, 300);
    expect(view().visibleJobs).toHaveLength(25);
    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('is empty when no job comes back', async () => {
    const { actor } = await start(async () => []);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it("falls back to the list's own text for a failure without a message", async () => {
    const { actor } = await start(() => Promise.reject({ kind: 'server', status: 500 }));
    expect(english(actor.getSnapshot().context.error)).toBe('Failed to load jobs. Please try again.');
  });

  it('shows the error text and retries', async () => {
    let calls = 0;
    const { actor } = await start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('HTTP 503: unavailable');
      if (calls === 2) throw {};
      return jobs(2);
    });
    expect(actor.getSnapshot().value).toBe('error');
    expect(english(actor.getSnapshot().context.error)).toBe('HTTP 503: unavailable');
    actor.send({ type: 'jobs.retry' });
    await flush();
    expect(english(actor.getSnapshot().context.error)).toBe('Failed to load jobs. Please try again.');
    actor.send({ type: 'jobs.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it.each([
    [
      'an upstream answer',
      { kind: 'server', status: 500, message: upstream('HTTP 500: {"message":"down"}') },
      'HTTP 500: {"message":"down"}',
    ],
    ['no answer at all', { kind: 'network', status: 500, message: message('common:error.network') }, 'Network error'],
    [
      'a failed search',
      { kind: 'server', status: 200, message: message('jobs:list.fetchFailed') },
      'Failed to fetch jobs',
    ],
  ])('shows a failed search with %s by its error value, and keeps the failure itself', async (_, failure, text) => {
    const { actor } = await start(() => Promise.reject(failure));
    expect(actor.getSnapshot().value).toBe('error');
    expect(english(actor.getSnapshot().context.error)).toBe(text);
    expect(actor.getSnapshot().context.failure).toBe(failure);
  });

  it('shows a reason the caller gave as it is', async () => {
    const reason = Object.assign(new Error('jobs:mobile.required'), { shown: message('jobs:mobile.required') });
    const { actor, spy } = await start(byRadius({ 50: 3 }), anonymous, () => Promise.reject(reason));
    expect(actor.getSnapshot().value).toBe('error');
    expect(english(actor.getSnapshot().context.error)).toBe('Mobile number is required to fetch jobs');
    expect(actor.getSnapshot().context.failure).toBe(reason);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('job list: radius expansion', () => {
  it('offers expansion at the end, then expands automatically while fewer than 10 new jobs come', async () => {
    const { actor, spy, view } = await start(byRadius({ 50: 4, 100: 8, 150: 30, 200: 50 }));
    expect(view()).toMatchObject({ showExpandPrompt: true, noMoreJobs: false });
    actor.send({ type: 'radius.expand' });
    expect(actor.getSnapshot().context.radius).toBe(100);
    await flush();
    await flush();
    expect(spy.mock.calls.map(([i]) => i.distance)).toEqual([50, 100, 150]);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context).toMatchObject({ radius: 150, lastAdded: 22 });
    expect(actor.getSnapshot().context.jobs).toHaveLength(30);
    expect(view().visibleJobs).toHaveLength(18);
  });

  it('stops at the maximum of 250 km', async () => {
    const { actor, spy, view } = await start(byRadius({ 50: 1, 100: 2, 150: 3, 200: 4, 250: 5 }));
    actor.send({ type: 'radius.expand' });
    for (let i = 0; i < 5; i += 1) await flush();
    expect(spy.mock.calls.map(([i]) => i.distance)).toEqual([50, 100, 150, 200, 250]);
    expect(view()).toMatchObject({ showExpandPrompt: false, maxDistanceReached: true, noMoreJobs: true });
    actor.send({ type: 'radius.expand' });
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('No, Thanks stops the expansion', async () => {
    const { actor, view, spy } = await start(byRadius({ 50: 2 }));
    actor.send({ type: 'radius.decline' });
    expect(view()).toMatchObject({ showExpandPrompt: false, noMoreJobs: true, maxDistanceReached: false });
    actor.send({ type: 'radius.expand' });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('declining during an automatic expansion stops it after the current search', async () => {
    const second = deferred<Job[]>();
    const { actor, spy } = await start(async ({ distance }) => (distance === 50 ? jobs(1) : second.promise));
    actor.send({ type: 'radius.expand' });
    actor.send({ type: 'radius.decline' });
    second.resolve(jobs(2));
    await flush();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ radius: 100, declined: true });
  });

  it('expands from the empty state and stays empty when nothing is found', async () => {
    const { actor, spy } = await start(byRadius({ 250: 0 }));
    actor.send({ type: 'radius.expand' });
    for (let i = 0; i < 5; i += 1) await flush();
    expect(spy).toHaveBeenCalledTimes(5);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it.each<[string, number, string]>([
    ['loaded', 3, 'loaded'],
    ['empty', 0, 'empty'],
  ])('reports a failed expansion from the %s list', async (_, first, state) => {
    const failure = new Error('x');
    const { actor } = await start(async ({ distance }) => {
      if (distance === 50) return jobs(first);
      throw failure;
    });
    actor.send({ type: 'radius.expand' });
    await flush();
    expect(actor.getSnapshot().value).toBe(state);
    expect(english(actor.getSnapshot().context.error)).toBe('Failed to expand search radius. Please try again.');
    expect(actor.getSnapshot().context.failure).toBe(failure);
  });

  it('locates once: expansions look around the same place', async () => {
    const { actor, locateSpy, spy } = await start(byRadius({ 50: 1, 100: 20 }));
    actor.send({ type: 'radius.expand' });
    await flush();
    expect(spy.mock.calls.map(([i]) => [i.distance, i.latitude])).toEqual([
      [50, DELHI.latitude],
      [100, DELHI.latitude],
    ]);
    expect(locateSpy).toHaveBeenCalledOnce();
  });
});

describe('job list: searching', () => {
  it('a reset returns to the start radius, the located place and no filters, and clears the list', async () => {
    const { actor, spy, locateSpy } = await start(byRadius({ 50: 2, 100: 20 }));
    actor.send({ type: 'search.apply', city: JAIPUR, filters: { skillIds: [4] } });
    await flush();
    actor.send({ type: 'radius.expand' });
    await flush();
    actor.send({ type: 'radius.decline' });
    expect(actor.getSnapshot().context.radius).toBe(100);
    actor.send({ type: 'search.reset' });
    expect(actor.getSnapshot().context).toMatchObject({
      radius: 50,
      jobs: [],
      declined: false,
      city: null,
      criteria: {},
      searchActive: false,
    });
    expect(jobListPlace(actor.getSnapshot().context)).toEqual(DELHI);
    await flush();
    expect(spy.mock.calls.at(-1)?.[0]).toEqual({
      distance: 50,
      latitude: DELHI.latitude,
      longitude: DELHI.longitude,
      mobileNumber: '0',
      page: 1,
      size: 1000,
      locationPreference: null,
    });
    expect(locateSpy).toHaveBeenCalledOnce();
  });

  it('a new search keeps the radius and replaces the filters', async () => {
    const { actor, spy } = await start(byRadius({ 50: 2, 100: 20 }));
    actor.send({ type: 'radius.expand' });
    await flush();
    actor.send({ type: 'search.apply', city: JAIPUR, filters: { skillIds: [4] } });
    await flush();
    expect(spy.mock.calls.at(-1)?.[0]).toMatchObject({
      distance: 100,
      skillIds: [4],
      latitude: JAIPUR.latitude,
      longitude: JAIPUR.longitude,
    });
  });

  it('searches around the chosen city at once, naming it, without locating again', async () => {
    const answer = deferred<Job[]>();
    const { actor, spy, locateSpy } = await start(async ({ latitude }) =>
      latitude === JAIPUR.latitude ? answer.promise : jobs(3),
    );
    actor.send({ type: 'search.apply', city: JAIPUR, filters: {} });
    expect(actor.getSnapshot().matches({ loading: 'searching' })).toBe(true);
    expect(actor.getSnapshot().context.searchActive).toBe(true);
    expect(jobListPlace(actor.getSnapshot().context)).toEqual({
      latitude: JAIPUR.latitude,
      longitude: JAIPUR.longitude,
      city: 'Jaipur',
      isDefault: false,
    });
    answer.resolve([]);
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(spy).toHaveBeenCalledTimes(2);
    expect(locateSpy).toHaveBeenCalledOnce();
  });

  it('a search without a city looks around the located place, and leaves out empty lists of ids', async () => {
    const { actor, spy } = await start(byRadius({ 50: 2 }));
    actor.send({ type: 'search.apply', city: null, filters: { skillIds: [], designationIds: [7] } });
    await flush();
    const sent = spy.mock.calls.at(-1)?.[0];
    expect(sent).toMatchObject({ latitude: DELHI.latitude, designationIds: [7] });
    expect(sent).not.toHaveProperty('skillIds');
    expect(actor.getSnapshot().context.searchActive).toBe(true);
  });
});

describe('job list: signing in', () => {
  const candidate = (locationPreference: JobListInput['locationPreference']): JobListInput => ({
    authenticated: true,
    locationPreference,
    mobileNumber: '9876543210',
  });

  it("keeps a visitor's search across sign-in: the preference is asked, then the same city and skills are searched with the number", async () => {
    const { actor, spy, locateSpy, emitted } = await start(byRadius({ 50: 30, 100: 40 }));
    actor.send({ type: 'search.apply', city: JAIPUR, filters: { skillIds: [4], designationIds: [] } });
    await flush();
    actor.send({ type: 'candidate.changed', candidate: candidate(null) });
    expect(actor.getSnapshot().value).toBe('choosingLocation');
    expect(actor.getSnapshot().context).toMatchObject({ jobs: [], authenticated: true, searchActive: true });
    // Waiting for the choice, the list still names the city searched.
    expect(jobListPlace(actor.getSnapshot().context)?.city).toBe('Jaipur');
    actor.send({ type: 'location.choose', preference: 'current' });
    await flush();
    expect(emitted).toContainEqual({ type: 'location.chosen', preference: 'current' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(spy.mock.calls.at(-1)?.[0]).toMatchObject({
      latitude: JAIPUR.latitude,
      skillIds: [4],
      mobileNumber: '9876543210',
      locationPreference: 'current',
    });
    expect(locateSpy).toHaveBeenCalledOnce();
  });

  it('without a chosen city, locates again by the preference the candidate has, from the start radius', async () => {
    const saved: JobListPlace = { ...DELHI, city: 'Bengaluru', savedLocation: true };
    const { actor, spy, locateSpy } = await start(byRadius({ 25: 20, 50: 2, 100: 20 }), anonymous, async (input) =>
      input.locationPreference === 'saved' ? saved : DELHI,
    );
    actor.send({ type: 'radius.expand' });
    await flush();
    actor.send({ type: 'candidate.changed', candidate: candidate('saved') });
    await flush();
    expect(locateSpy.mock.calls.map(([input]) => input.locationPreference)).toEqual([null, 'saved']);
    expect(spy.mock.calls.at(-1)?.[0]).toMatchObject({ distance: 25, latitude: saved.latitude });
    expect(jobListPlace(actor.getSnapshot().context)?.city).toBe('Bengaluru');
  });
});

describe('job list: sorting and narrowing what is loaded', () => {
  /** 25 jobs 1..25 km away, every third one part time. */
  const spread: Search = async () =>
    Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      distance: 25 - i,
      jobType: i % 3 === 0 ? 'Part time' : 'Full time',
    }));

  it('sorts without a request, shows the first batch of the new order, and keeps it through Load More', async () => {
    const { actor, clock, spy, view } = await start(spread);
    actor.send({ type: 'list.arrange', options: { sort: 'nearest' } });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(view().visibleJobs.map((job) => job.distance)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    actor.send({ type: 'list.loadMore' });
    advance(clock, 1000);
    expect(view().visibleJobs.map((job) => job.distance)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('loads more of what the narrowing keeps, and stops there', async () => {
    const { actor, clock, view } = await start(spread);
    actor.send({ type: 'list.arrange', options: { jobType: 'Part time' } });
    expect(view()).toMatchObject({ keptCount: 9, canLoadMore: false });
    expect(actor.getSnapshot().can({ type: 'list.loadMore' })).toBe(false);
    actor.send({ type: 'list.arrange', options: { jobType: null } });
    actor.send({ type: 'list.loadMore' });
    advance(clock, 1000);
    expect(view().visibleJobs).toHaveLength(20);
  });

  it('keeps the sort and narrowing through a new search and sign-in', async () => {
    const { actor, view } = await start(spread);
    actor.send({ type: 'list.arrange', options: { sort: 'nearest', workMode: 'Remote' } });
    actor.send({ type: 'search.apply', city: JAIPUR, filters: {} });
    await flush();
    actor.send({
      type: 'candidate.changed',
      candidate: { authenticated: true, locationPreference: 'current', mobileNumber: '9876543210' },
    });
    await flush();
    expect(actor.getSnapshot().context.options).toMatchObject({ sort: 'nearest', workMode: 'Remote' });
    expect(view().keptCount).toBe(0);
  });

  it('starts from the options the session kept', async () => {
    const kept = { sort: 'newest' as const, jobType: null, workMode: null, minSalary: 15000 };
    const { actor } = await start(spread, { ...anonymous, options: kept });
    expect(actor.getSnapshot().context.options).toEqual(kept);
  });
});
