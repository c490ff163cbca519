import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { advance, deferred, flush, startOnClock } from '../testing/harness.ts';
import type { Job, SearchJobsInput } from '../types.ts';
import { jobListMachine } from './job-list.machine.ts';
import type { JobListInput } from './job-list.machine.ts';
import { jobListView } from './job-list-view.ts';

type Search = (input: SearchJobsInput) => Promise<Job[]>;

/** Jobs 0..n-1; the same id under different fields on alternate jobs, as the upstream does. */
function jobs(n: number): Job[] {
  return Array.from({ length: n }, (_, i) => (i % 2 === 0 ? { id: i } : { budgetCityId: i }));
}

/** Cumulative results per radius, as a real radius search returns. */
function byRadius(counts: Record<number, number>): Search {
  return async ({ distance }) => jobs(counts[distance] ?? 0);
}

const anonymous: JobListInput = { authenticated: false, locationPreference: null, filters: { latitude: 28.6139, longitude: 77.209 } };

async function start(search: Search, input: JobListInput = anonymous) {
  const spy = vi.fn(search);
  const machine = jobListMachine.provide({
    actors: { searchJobs: fromPromise(({ input: i }: { input: SearchJobsInput }) => spy(i)) },
  });
  const run = startOnClock(machine, input);
  await flush();
  const view = () => jobListView(run.actor.getSnapshot().context);
  return { ...run, spy, view };
}

describe('job list: first load', () => {
  it('asks a signed-in user for a location preference first, and searches cannot skip it', async () => {
    const { actor, spy, emitted } = await start(byRadius({ 50: 3 }), {
      authenticated: true,
      locationPreference: null,
      filters: { latitude: 1, longitude: 2, mobileNumber: '9876543210' },
    });
    expect(actor.getSnapshot().value).toBe('choosingLocation');
    actor.send({ type: 'search.apply', filters: {} });
    actor.send({ type: 'search.reset', filters: {} });
    expect(actor.getSnapshot().value).toBe('choosingLocation');
    expect(spy).not.toHaveBeenCalled();
    actor.send({ type: 'location.choose', preference: 'current' });
    expect(emitted).toEqual([{ type: 'location.chosen', preference: 'current' }]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
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

  it('loads directly for anonymous users with mobile 0', async () => {
    const { spy } = await start(byRadius({ 50: 3 }));
    expect(spy.mock.calls[0]?.[0]).toMatchObject({ distance: 50, mobileNumber: '0', locationPreference: null });
  });

  it('loads directly for a signed-in user whose preference is known, defaulting a blank mobile to 0', async () => {
    const { actor, spy } = await start(byRadius({ 50: 3 }), { authenticated: true, locationPreference: 'saved', filters: {} });
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

  it('shows the error text and retries', async () => {
    let calls = 0;
    const { actor } = await start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('HTTP 503: unavailable');
      if (calls === 2) throw {};
      return jobs(2);
    });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('HTTP 503: unavailable');
    actor.send({ type: 'jobs.retry' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Failed to load jobs. Please try again.');
    actor.send({ type: 'jobs.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.error).toBeNull();
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
    const { actor } = await start(async ({ distance }) => {
      if (distance === 50) return jobs(first);
      throw new Error('x');
    });
    actor.send({ type: 'radius.expand' });
    await flush();
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.error).toBe('Failed to expand search radius. Please try again.');
  });
});

describe('job list: searching', () => {
  it('a reset returns to the start radius and clears the list', async () => {
    const { actor, spy } = await start(byRadius({ 50: 2, 100: 20 }));
    actor.send({ type: 'radius.expand' });
    await flush();
    actor.send({ type: 'radius.decline' });
    expect(actor.getSnapshot().context.radius).toBe(100);
    actor.send({ type: 'search.reset', filters: { latitude: 9, longitude: 9 } });
    expect(actor.getSnapshot().context).toMatchObject({ radius: 50, jobs: [], declined: false, filters: { latitude: 9, longitude: 9 } });
    await flush();
    expect(spy.mock.calls.at(-1)?.[0]).toMatchObject({ distance: 50, latitude: 9 });
  });

  it('a new search keeps the radius and replaces the filters', async () => {
    const { actor, spy } = await start(byRadius({ 50: 2, 100: 20 }));
    actor.send({ type: 'radius.expand' });
    await flush();
    actor.send({ type: 'search.apply', filters: { latitude: 1, longitude: 1, skillIds: [4] } });
    await flush();
    expect(spy.mock.calls.at(-1)?.[0]).toMatchObject({ distance: 100, skillIds: [4] });
  });
});
