import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { advance, deferred, flush, startOnClock } from '../testing/harness.ts';
import type { ActualUrlOutput, ActualUrlQuery } from '../contract-types.ts';
import { linkResolutionMachine } from './link-resolution.machine.ts';
import type { LinkResolution } from './link-resolution.machine.ts';

type Resolve = (input: ActualUrlQuery) => Promise<ActualUrlOutput>;

async function start(
  pathname: string,
  search = '',
  resolve: Resolve = async () => ({ success: true, data: null }),
  cached: LinkResolution | null = null,
) {
  const spy = vi.fn(resolve);
  const machine = linkResolutionMachine.provide({
    actors: { getActualUrl: fromPromise(({ input }: { input: ActualUrlQuery }) => spy(input)) },
  });
  const run = startOnClock(machine, { pathname, search, cached });
  await flush();
  return { ...run, spy };
}

describe('link resolution: skipped paths', () => {
  it('returns the cached result without asking again', async () => {
    const cached: LinkResolution = { kind: 'unresolved' };
    const { actor, spy, emitted } = await start('/aB3x', '', undefined, cached);
    expect(actor.getSnapshot().output).toBe(cached);
    expect(spy).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });

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
    expect(actor.getSnapshot().output).toEqual({ kind: 'interview', to: `/interviewFeedbackScreen${search}` });
  });
});

describe('link resolution: asking for the actual URL', () => {
  it('shows the overlay while asking with the last path segment', async () => {
    const pending = deferred<ActualUrlOutput>();
    const { actor, spy } = await start('/s/aB3x', '', () => pending.promise);
    expect(spy).toHaveBeenCalledWith({ url: 'aB3x' });
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    pending.resolve({ success: true, data: '' });
    await flush();
    expect(actor.getSnapshot().hasTag('overlay')).toBe(false);
    expect(actor.getSnapshot().output).toEqual({ kind: 'unresolved' });
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
    expect(actor.getSnapshot().hasTag('overlay')).toBe(false);
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
    expect(actor.getSnapshot().output).toEqual({ kind: 'interview', to: '/interviewFeedbackScreen?interviewId=4' });
  });

  it('navigates to any other path the link stands for, with its query', async () => {
    const { actor, emitted } = await start('/pR0f1L', '', async () => ({ success: true, data: '/profile' }));
    expect(emitted).toEqual([{ type: 'navigate', to: '/profile' }]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'path', to: '/profile' });
    const withQuery = await start('/aB3x', '', async () => ({
      success: true,
      data: 'https://jobs.example.in/referrals?tab=active',
    }));
    expect(withQuery.emitted).toEqual([{ type: 'navigate', to: '/referrals?tab=active' }]);
  });

  it('leaves empty and unsuccessful answers unresolved', async () => {
    const empty = await start('/aB3x', '', async () => ({ success: true, data: '  ' }));
    expect(empty.actor.getSnapshot().output).toEqual({ kind: 'unresolved' });
    expect(empty.emitted).toEqual([]);
    const refused = await start('/aB3x', '', async () => ({ success: false, data: '/ApplyForJob?jobId=1' }));
    expect(refused.actor.getSnapshot().output).toEqual({ kind: 'unresolved' });
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
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
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
