import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { advance, deferred, flush, startOnClock } from '../testing/harness.ts';
import type { ActualUrlOutput, ActualUrlQuery } from '../contract-types.ts';
import { linkResolutionMachine } from './link-resolution.machine.ts';
import type { LinkResolutionInput } from './link-resolution.machine.ts';

type Resolve = (input: ActualUrlQuery) => Promise<ActualUrlOutput>;

async function run(input: LinkResolutionInput, resolve: Resolve = async () => ({ success: true, data: null })) {
  const spy = vi.fn(resolve);
  const machine = linkResolutionMachine.provide({
    actors: { getActualUrl: fromPromise(({ input }: { input: ActualUrlQuery }) => spy(input)) },
  });
  const started = startOnClock(machine, input);
  await flush();
  return { ...started, spy };
}

/** The page load's run (the link helper). */
const start = (pathname: string, search = '', resolve?: Resolve) => run({ run: 'pageLoad', pathname, search }, resolve);

/** The catch-all route's run (the not-found handler). */
const startNotFound = (pathname: string, resolve?: Resolve, helperHasRun = false) =>
  run({ run: 'notFound', pathname, search: '', helperHasRun }, resolve);

describe('link resolution: skipped paths', () => {
  it.each([
    '/',
    '/home',
    '/applications',
    '/referrals',
    '/earnings',
    '/profile',
    '/interviews',
    '/interviewFeedbackScreen',
  ])('leaves the in-app path %s alone', async (path) => {
    const { actor, spy } = await start(path, '?interviewId=3');
    expect(actor.getSnapshot().output).toEqual({ kind: 'skipped' });
    expect(spy).not.toHaveBeenCalled();
  });

  it.each([
    ['/x', '?isClient=true&emailId=hr@acme.in&mobileNumber=9876543210'],
    ['/x', '?interviewId=12'],
    ['/InterviewFeedback/abc', '?a=1'],
  ])('sends the interview link %s%s straight to the feedback screen with the query', async (path, search) => {
    const { actor, spy, emitted } = await start(path, search);
    expect(spy).not.toHaveBeenCalled();
    expect(emitted).toEqual([{ type: 'navigate', to: `/interviewFeedbackScreen${search}` }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'navigated', to: `/interviewFeedbackScreen${search}` });
  });
});

describe('link resolution: asking for the actual URL', () => {
  it('shows the overlay while asking with the last path segment', async () => {
    const pending = deferred<ActualUrlOutput>();
    const { actor, spy } = await start('/s/aB3x', '', () => pending.promise);
    expect(spy).toHaveBeenCalledWith({ url: 'aB3x' });
    expect(actor.getSnapshot().hasTag('resolving')).toBe(true);
    pending.resolve({ success: true, data: '' });
    await flush();
    expect(actor.getSnapshot().hasTag('resolving')).toBe(false);
    expect(actor.getSnapshot().output).toEqual({ kind: 'notFound' });
  });

  it('stores an ApplyForJob job, goes to /, and opens its details 150 ms later', async () => {
    const { actor, clock, emitted } = await start('/aB3x', '', async () => ({
      success: true,
      data: 'https://jobs.example/ApplyForJob?jobId=12&budgetName=Cook&city=Agra&pincode=282001',
    }));
    const job = expect.objectContaining({ id: '12', jobName: 'Cook', location: 'Agra - 282001', fromLink: true });
    expect(emitted).toEqual([
      { type: 'job.store', job },
      { type: 'navigate', to: '/' },
    ]);
    expect(actor.getSnapshot().hasTag('resolving')).toBe(false);
    advance(clock, 149);
    expect(emitted).toHaveLength(2);
    advance(clock, 1);
    expect(emitted[2]).toEqual({ type: 'job.open', job });
    expect(actor.getSnapshot().output).toEqual({ kind: 'job', job });
  });

  it("opens a job's own link (/ApplyForJob with a job id, what Share sends) without asking the upstream", async () => {
    const { actor, clock, emitted, spy } = await start(
      '/ApplyForJob',
      '?jobId=12&title=Cook&cityName=Agra&pincode=282001',
    );
    const job = expect.objectContaining({ id: '12', jobName: 'Cook', location: 'Agra - 282001', fromLink: true });
    expect(spy).not.toHaveBeenCalled();
    expect(emitted).toEqual([
      { type: 'job.store', job },
      { type: 'navigate', to: '/' },
    ]);
    advance(clock, 150);
    expect(emitted[2]).toEqual({ type: 'job.open', job });
    expect(actor.getSnapshot().output).toEqual({ kind: 'job', job });
  });

  it('sends a resolved interview link to the feedback screen with its query', async () => {
    const { actor, emitted } = await start('/aB3x', '', async () => ({
      success: true,
      data: '/InterviewFeedback?interviewId=4',
    }));
    expect(emitted).toEqual([{ type: 'navigate', to: '/interviewFeedbackScreen?interviewId=4' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'navigated', to: '/interviewFeedbackScreen?interviewId=4' });
  });

  it('navigates to any other path the link stands for, with its query', async () => {
    const { actor, emitted } = await start('/pR0f1L', '', async () => ({ success: true, data: '/profile' }));
    expect(emitted).toEqual([{ type: 'navigate', to: '/profile' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'navigated', to: '/profile' });
    const withQuery = await start('/aB3x', '', async () => ({
      success: true,
      data: 'https://jobs.example.in/referrals?tab=active',
    }));
    expect(withQuery.emitted).toEqual([{ type: 'navigate', to: '/referrals?tab=active' }]);
  });

  it('finds nothing in empty and unsuccessful answers', async () => {
    const empty = await start('/aB3x', '', async () => ({ success: true, data: '  ' }));
    expect(empty.actor.getSnapshot().output).toEqual({ kind: 'notFound' });
    expect(empty.emitted).toEqual([]);
    const refused = await start('/aB3x', '', async () => ({ success: false, data: '/ApplyForJob?jobId=1' }));
    expect(refused.actor.getSnapshot().output).toEqual({ kind: 'notFound' });
    expect(refused.emitted).toEqual([]);
  });

  it('hides the overlay on failure and reports it for logging only', async () => {
    const error = new Error('HTTP 500: x');
    const { actor, emitted } = await start('/aB3x', '', () => Promise.reject(error));
    expect(emitted).toEqual([{ type: 'link.failed', error }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'failed' });
  });

  it('hides the overlay after the 8 s safety timeout', async () => {
    const { actor, clock } = await start('/aB3x', '', () => new Promise(() => undefined));
    advance(clock, 7999);
    expect(actor.getSnapshot().hasTag('resolving')).toBe(true);
    advance(clock, 1);
    expect(actor.getSnapshot().output).toEqual({ kind: 'timedOut' });
  });
});

describe('link resolution: leaving early', () => {
  it('ignores a late answer once cancelled', async () => {
    const pending = deferred<ActualUrlOutput>();
    const { actor, emitted } = await start('/aB3x', '', () => pending.promise);
    actor.send({ type: 'link.cancel' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'cancelled' });
    pending.resolve({ success: true, data: '/ApplyForJob?jobId=1' });
    await flush();
    expect(emitted).toEqual([]);
  });

  it('does not open the job details after a cancel', async () => {
    const { actor, clock, emitted } = await start('/aB3x', '', async () => ({
      success: true,
      data: '/ApplyForJob?jobId=1',
    }));
    actor.send({ type: 'link.cancel' });
    advance(clock, 500);
    expect(emitted.map((e) => e.type)).toEqual(['job.store', 'navigate']);
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'job' });
  });
});

describe('link resolution on the catch-all route', () => {
  it('sends an empty path to /', async () => {
    const { actor, emitted, spy } = await startNotFound('//');
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
    const { actor, emitted, spy } = await startNotFound(path);
    expect(actor.getSnapshot().output).toEqual({ kind: 'skipped' });
    expect(emitted).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows 404 when the link helper already ran', async () => {
    const { actor, spy } = await startNotFound('/aB3x', undefined, true);
    expect(actor.getSnapshot().output).toEqual({ kind: 'notFound' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows Checking URL... while resolving the last path segment', async () => {
    const pending = deferred<ActualUrlOutput>();
    const { actor, spy } = await startNotFound('/r/aB3x', () => pending.promise);
    expect(spy).toHaveBeenCalledWith({ url: 'aB3x' });
    expect(actor.getSnapshot().hasTag('resolving')).toBe(true);
    pending.resolve({ success: true, data: '' });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ kind: 'notFound' });
  });

  it('sends an InterviewFeedback URL to /interviews', async () => {
    const { actor, emitted } = await startNotFound('/aB3x', async () => ({
      success: true,
      data: '/InterviewFeedback?interviewId=8',
    }));
    expect(emitted).toEqual([{ type: 'navigate', to: '/interviews?interviewId=8' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'navigated', to: '/interviews?interviewId=8' });
  });

  it('stores an ApplyForJob job, goes to /, and opens it 100 ms later', async () => {
    const { actor, clock, emitted } = await startNotFound('/aB3x', async () => ({
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
    const { actor, emitted } = await startNotFound('/aB3x', async () => ({
      success: true,
      data: 'https://jobs.example/applications?highlight=4',
    }));
    expect(emitted).toEqual([{ type: 'navigate', to: '/applications?highlight=4' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'navigated', to: '/applications?highlight=4' });
  });

  it("keeps asking past the page load's 8 s safety timeout", async () => {
    const { actor, clock } = await startNotFound('/aB3x', () => new Promise(() => undefined));
    advance(clock, 10_000);
    expect(actor.getSnapshot().hasTag('resolving')).toBe(true);
  });

  it('asks the upstream about an interview link rather than sending it to the feedback screen', async () => {
    const { spy } = await run({ run: 'notFound', pathname: '/x', search: '?interviewId=12', helperHasRun: false });
    expect(spy).toHaveBeenCalledWith({ url: 'x' });
  });

  it('shows 404 when nothing is found or the call fails', async () => {
    const nothing = await startNotFound('/aB3x', async () => ({ success: false, data: '/ApplyForJob' }));
    expect(nothing.actor.getSnapshot().output).toEqual({ kind: 'notFound' });
    const error = new Error('down');
    const failed = await startNotFound('/aB3x', () => Promise.reject(error));
    expect(failed.actor.getSnapshot().output).toEqual({ kind: 'failed' });
    expect(failed.emitted).toEqual([{ type: 'link.failed', error }]);
  });
});

describe('link resolution on the catch-all route: leaving early', () => {
  it('ignores a late answer once cancelled', async () => {
    const pending = deferred<ActualUrlOutput>();
    const { actor, emitted } = await startNotFound('/aB3x', () => pending.promise);
    actor.send({ type: 'link.cancel' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'cancelled' });
    pending.resolve({ success: true, data: '/referrals' });
    await flush();
    expect(emitted).toEqual([]);
  });

  it('does not open the job details after a cancel', async () => {
    const { actor, clock, emitted } = await startNotFound('/aB3x', async () => ({
      success: true,
      data: '/ApplyForJob?jobId=1',
    }));
    actor.send({ type: 'link.cancel' });
    advance(clock, 500);
    expect(emitted.map((e) => e.type)).toEqual(['job.store', 'navigate']);
  });
});
