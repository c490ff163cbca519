import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { advance, deferred, flush, startOnClock } from '../testing/harness.ts';
import type { ActualUrlOutput, ActualUrlQuery } from '../contract-types.ts';
import { notFoundMachine } from './not-found.machine.ts';

type Resolve = (input: ActualUrlQuery) => Promise<ActualUrlOutput>;

async function start(
  pathname: string,
  resolve: Resolve = async () => ({ success: true, data: null }),
  linkHelperHasRun = false,
) {
  const spy = vi.fn(resolve);
  const machine = notFoundMachine.provide({
    actors: { getActualUrl: fromPromise(({ input }: { input: ActualUrlQuery }) => spy(input)) },
  });
  const run = startOnClock(machine, { pathname, search: '', linkHelperHasRun });
  await flush();
  return { ...run, spy };
}

describe('not-found handler', () => {
  it('sends an empty path to /', async () => {
    const { actor, emitted, spy } = await start('//');
    expect(emitted).toEqual([{ type: 'navigate', to: '/' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'navigated', to: '/' });
    expect(spy).not.toHaveBeenCalled();
  });

  it.each([
    '/',
    '/ApplyForJob',
    '/applications',
    '/referrals',
    '/earnings',
    '/profile',
    '/projects',
    '/about',
    '/contact',
    '/privacy',
  ])('shows nothing for the known path %s', async (path) => {
    const { actor, emitted, spy } = await start(path);
    expect(actor.getSnapshot().output).toEqual({ kind: 'known' });
    expect(emitted).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows 404 when the link helper already ran', async () => {
    const { actor, spy } = await start('/aB3x', undefined, true);
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows Checking URL... while resolving the last path segment', async () => {
    const pending = deferred<ActualUrlOutput>();
    const { actor, spy } = await start('/r/aB3x', () => pending.promise);
    expect(spy).toHaveBeenCalledWith({ url: 'aB3x' });
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    pending.resolve({ success: true, data: '' });
    await flush();
    expect(actor.getSnapshot().value).toBe('notFound');
  });

  it('sends an InterviewFeedback URL to /interviews', async () => {
    const { actor, emitted } = await start('/aB3x', async () => ({
      success: true,
      data: '/InterviewFeedback?interviewId=8',
    }));
    expect(emitted).toEqual([{ type: 'navigate', to: '/interviews?interviewId=8' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'navigated', to: '/interviews?interviewId=8' });
  });

  it('stores an ApplyForJob job, goes to /, and opens it 100 ms later', async () => {
    const { actor, clock, emitted } = await start('/aB3x', async () => ({
      success: true,
      data: '/ApplyForJob?positionId=5&title=Cook',
    }));
    const job = expect.objectContaining({ positionId: '5', jobName: 'Cook', fromLink: true });
    expect(emitted).toEqual([
      { type: 'job.store', job },
      { type: 'navigate', to: '/' },
    ]);
    advance(clock, 99);
    expect(emitted).toHaveLength(2);
    advance(clock, 1);
    expect(emitted[2]).toEqual({ type: 'job.open', job });
    expect(actor.getSnapshot().output).toEqual({ kind: 'job', job });
  });

  it('navigates to any other path', async () => {
    const { actor, emitted } = await start('/aB3x', async () => ({
      success: true,
      data: 'https://jobs.example/applications?highlight=4',
    }));
    expect(emitted).toEqual([{ type: 'navigate', to: '/applications?highlight=4' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'navigated', to: '/applications?highlight=4' });
  });

  it('shows 404 when nothing is found or the call fails', async () => {
    const nothing = await start('/aB3x', async () => ({ success: false, data: '/ApplyForJob' }));
    expect(nothing.actor.getSnapshot().value).toBe('notFound');
    const error = new Error('down');
    const failed = await start('/aB3x', () => Promise.reject(error));
    expect(failed.actor.getSnapshot().output).toEqual({ kind: 'notFound' });
    expect(failed.emitted).toEqual([{ type: 'link.failed', error }]);
  });
});

describe('not-found handler: leaving early', () => {
  it('ignores a late answer once cancelled', async () => {
    const pending = deferred<ActualUrlOutput>();
    const { actor, emitted } = await start('/aB3x', () => pending.promise);
    actor.send({ type: 'link.cancel' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'cancelled' });
    pending.resolve({ success: true, data: '/referrals' });
    await flush();
    expect(emitted).toEqual([]);
  });

  it('does not open the job details after a cancel', async () => {
    const { actor, clock, emitted } = await start('/aB3x', async () => ({
      success: true,
      data: '/ApplyForJob?jobId=1',
    }));
    actor.send({ type: 'link.cancel' });
    advance(clock, 500);
    expect(emitted.map((e) => e.type)).toEqual(['job.store', 'navigate']);
  });
});
