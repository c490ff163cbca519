import { and, assign, emit, enqueueActions, not, setup } from 'xstate';
import { LINK_JOB_EVENT_DELAY_MS, LINK_SAFETY_TIMEOUT_MS, NOT_FOUND_JOB_EVENT_DELAY_MS } from '../constants.ts';
import { notProvided } from '../not-provided.ts';
import { isJobLink } from '../values/job-link.ts';
import { classifyActualUrl, isInAppPath, isInterviewLink, isKnownPath, lastPathSegment } from '../values/link-paths.ts';
import type { ActualUrl } from '../values/link-paths.ts';
import type { ActualUrlOutput, ActualUrlQuery } from '../contract-types.ts';
import type { LinkEmitted, LinkJobDetails } from './link-resolution-io.ts';

export const INTERVIEW_SCREEN = '/interviewFeedbackScreen';

/**
 * Where a link is resolved: once as the page loads (the link helper: an overlay, an 8 s safety timeout), or on the
 * catch-all route (the not-found handler: 'Checking URL...', then the 404 state when nothing is found).
 */
export type LinkResolutionInput =
  | { run: 'pageLoad'; pathname: string; search: string }
  | { run: 'notFound'; pathname: string; search: string; helperHasRun: boolean };

/** The run's result; the page load's is kept for the rest of the page load. */
export type LinkResolution =
  /** Nothing to do: an in-app path on the page load, a known path on the catch-all route. */
  | { kind: 'skipped' }
  /** Sent on: the interview screen, / for an empty path, or any other path the link stands for. */
  | { kind: 'navigated'; to: string }
  | { kind: 'job'; job: LinkJobDetails }
  /** Nothing found (the catch-all route shows 404). */
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'timedOut' }
  | { kind: 'cancelled' };

/** Sent when the page moves on before the answer: the overlay hides and a late answer is ignored. */
export type LinkResolutionEvent = { type: 'link.cancel' };

export interface LinkResolutionContext {
  run: LinkResolutionInput['run'];
  pathname: string;
  search: string;
  helperHasRun: boolean;
  route: ActualUrl;
  result: LinkResolution;
}

/** The job a route to /ApplyForJob names (asked only once the route is one). */
const jobOf = (route: ActualUrl): LinkJobDetails => (route as Extract<ActualUrl, { kind: 'apply' }>).job;

/** Where a resolved route sends the visitor: the page load opens the feedback screen, the not-found handler /interviews. */
function destination({ run, route }: LinkResolutionContext): string {
  if (route.kind === 'interviewFeedback')
    return `${run === 'pageLoad' ? INTERVIEW_SCREEN : '/interviews'}${route.search}`;
  return route.kind === 'path' ? route.to : '/';
}

export const linkResolutionMachine = setup({
  types: {
    context: {} as LinkResolutionContext,
    events: {} as LinkResolutionEvent,
    input: {} as LinkResolutionInput,
    output: {} as LinkResolution,
    emitted: {} as LinkEmitted,
  },
  actors: {
    getActualUrl: notProvided<ActualUrlOutput, ActualUrlQuery>('getActualUrl'),
  },
  delays: {
    safetyTimeout: LINK_SAFETY_TIMEOUT_MS,
    jobEventDelay: ({ context }) =>
      context.run === 'pageLoad' ? LINK_JOB_EVENT_DELAY_MS : NOT_FOUND_JOB_EVENT_DELAY_MS,
  },
  guards: {
    pageLoad: ({ context }) => context.run === 'pageLoad',
    inAppPath: ({ context }) => isInAppPath(context.pathname),
    interviewLink: ({ context }) => isInterviewLink(context.pathname, context.search),
    jobLink: ({ context }) => isJobLink(context.pathname, context.search),
    emptyPath: ({ context }) => context.pathname !== '/' && lastPathSegment(context.pathname) === '',
    knownPath: ({ context }) => isKnownPath(context.pathname),
    helperHasRun: ({ context }) => context.helperHasRun,
    routeIsApply: ({ context }) => context.route.kind === 'apply',
    routeFound: ({ context }) => context.route.kind !== 'none',
  },
  actions: {
    setRoute: assign((_, params: { route: ActualUrl }) => ({ route: params.route })),
    setResult: assign((_, params: { result: LinkResolution }) => ({ result: params.result })),
    navigateTo: enqueueActions(({ enqueue }, params: { to: string }) => {
      enqueue.assign({ result: { kind: 'navigated', to: params.to } });
      enqueue.emit({ type: 'navigate', to: params.to });
    }),
    /** Keeps the job for the home screen and goes there; its details open after the delay. */
    storeJobAndGoHome: enqueueActions(({ context, enqueue }) => {
      const job = jobOf(context.route);
      enqueue.assign({ result: { kind: 'job', job } });
      enqueue.emit({ type: 'job.store', job });
      enqueue.emit({ type: 'navigate', to: '/' });
    }),
    openJob: emit(({ context }) => ({ type: 'job.open' as const, job: jobOf(context.route) })),
    reportFailure: emit((_, params: { error: unknown }) => ({ type: 'link.failed' as const, error: params.error })),
  },
}).createMachine({
  id: 'linkResolution',
  initial: 'deciding',
  context: ({ input }) => ({
    run: input.run,
    pathname: input.pathname,
    search: input.search,
    helperHasRun: input.run === 'notFound' && input.helperHasRun,
    route: { kind: 'none' },
    result: { kind: 'skipped' },
  }),
  output: ({ context }) => context.result,
  states: {
    deciding: {
      always: [
        { guard: and(['pageLoad', 'inAppPath']), target: 'done' },
        {
          guard: and(['pageLoad', 'interviewLink']),
          target: 'done',
          actions: { type: 'navigateTo', params: ({ context }) => ({ to: `${INTERVIEW_SCREEN}${context.search}` }) },
        },
        {
          guard: and(['pageLoad', 'jobLink']),
          target: 'routing',
          // The page's address is a job's own link (the form a short link resolves to, and what Share sends).
          actions: {
            type: 'setRoute',
            params: ({ context }) => ({ route: classifyActualUrl(`${context.pathname}${context.search}`) }),
          },
        },
        {
          guard: and([not('pageLoad'), 'emptyPath']),
          target: 'done',
          actions: { type: 'navigateTo', params: { to: '/' } },
        },
        { guard: and([not('pageLoad'), 'knownPath']), target: 'done' },
        {
          guard: 'helperHasRun',
          target: 'done',
          actions: { type: 'setResult', params: { result: { kind: 'notFound' } } },
        },
        { target: 'resolving' },
      ],
    },
    resolving: {
      tags: ['resolving'],
      on: {
        'link.cancel': { target: 'done', actions: { type: 'setResult', params: { result: { kind: 'cancelled' } } } },
      },
      after: {
        safetyTimeout: {
          guard: 'pageLoad',
          target: 'done',
          actions: { type: 'setResult', params: { result: { kind: 'timedOut' } } },
        },
      },
      invoke: {
        id: 'getActualUrl',
        src: 'getActualUrl',
        input: ({ context }) => ({ url: lastPathSegment(context.pathname) }),
        onDone: {
          target: 'routing',
          actions: {
            type: 'setRoute',
            params: ({ event }) => ({ route: classifyActualUrl(event.output.success ? event.output.data : null) }),
          },
        },
        onError: {
          target: 'done',
          actions: [
            { type: 'setResult', params: { result: { kind: 'failed' } } },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    routing: {
      always: [
        { guard: 'routeIsApply', target: 'openingJob', actions: 'storeJobAndGoHome' },
        {
          guard: 'routeFound',
          target: 'done',
          actions: { type: 'navigateTo', params: ({ context }) => ({ to: destination(context) }) },
        },
        { target: 'done', actions: { type: 'setResult', params: { result: { kind: 'notFound' } } } },
      ],
    },
    openingJob: {
      on: { 'link.cancel': { target: 'done' } },
      after: { jobEventDelay: { target: 'done', actions: 'openJob' } },
    },
    done: { type: 'final' },
  },
});
