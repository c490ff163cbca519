import { assign, emit, setup } from 'xstate';
import { NOT_FOUND_JOB_EVENT_DELAY_MS } from '../constants.ts';
import { notProvided } from '../not-provided.ts';
import { isKnownPath, lastPathSegment } from '../values/link-paths.ts';
import type { ActualUrl } from '../values/link-paths.ts';
import type { ActualUrlOutput, ActualUrlQuery } from '../contract-types.ts';
import type { LinkEmitted, LinkJobDetails } from '../link-resolution/link-resolution-io.ts';
import { failedEvent, openJobEvent, routeOfAnswer, storeJobEvent } from '../link-resolution/link-route.ts';

export type NotFoundOutcome =
  | { kind: 'known' }
  | { kind: 'navigated'; to: string }
  | { kind: 'job'; job: LinkJobDetails }
  | { kind: 'notFound' }
  | { kind: 'cancelled' };

/** Sent when the page moves on before the answer: a late answer must not navigate. */
export type NotFoundEvent = { type: 'link.cancel' };

export interface NotFoundInput {
  pathname: string;
  search: string;
  /** The link helper already ran in this page load. */
  linkHelperHasRun: boolean;
}

export interface NotFoundContext extends NotFoundInput {
  route: ActualUrl;
  outcome: NotFoundOutcome;
}

function isEmptyPath(pathname: string): boolean {
  return pathname !== '/' && lastPathSegment(pathname) === '';
}

function destination(route: ActualUrl): string {
  if (route.kind === 'interviewFeedback') return `/interviews${route.search}`;
  return route.kind === 'path' ? route.to : '/';
}

/** The catch-all route: shows Checking URL... while it asks where a link leads. */
export const notFoundMachine = setup({
  types: {
    context: {} as NotFoundContext,
    events: {} as NotFoundEvent,
    input: {} as NotFoundInput,
    output: {} as NotFoundOutcome,
    emitted: {} as LinkEmitted,
  },
  actors: {
    getActualUrl: notProvided<ActualUrlOutput, ActualUrlQuery>('getActualUrl'),
  },
  delays: { jobEventDelay: NOT_FOUND_JOB_EVENT_DELAY_MS },
  guards: {
    emptyPath: ({ context }) => isEmptyPath(context.pathname),
    knownPath: ({ context }) => isKnownPath(context.pathname),
    helperHasRun: ({ context }) => context.linkHelperHasRun,
    routeIsApply: ({ context }) => context.route.kind === 'apply',
    routeFound: ({ context }) => context.route.kind !== 'none',
  },
  actions: {
    setRoute: assign((_, params: { output: ActualUrlOutput }) => ({ route: routeOfAnswer(params.output) })),
    setOutcome: assign((_, params: { outcome: NotFoundOutcome }) => ({ outcome: params.outcome })),
    navigatedOutcome: assign(({ context }) => ({
      outcome: { kind: 'navigated' as const, to: destination(context.route) },
    })),
    jobOutcome: assign(({ context }) =>
      context.route.kind === 'apply' ? { outcome: { kind: 'job' as const, job: context.route.job } } : {},
    ),
    navigate: emit((_, params: { to: string }) => ({ type: 'navigate' as const, to: params.to })),
    navigateToRoute: emit(({ context }) => ({ type: 'navigate' as const, to: destination(context.route) })),
    storeJob: emit(({ context }) => storeJobEvent(context.route)),
    openJob: emit(({ context }) => openJobEvent(context.route)),
    reportFailure: emit((_, params: { error: unknown }) => failedEvent(params.error)),
  },
}).createMachine({
  id: 'notFound',
  initial: 'deciding',
  context: ({ input }) => ({ ...input, route: { kind: 'none' }, outcome: { kind: 'notFound' } }),
  output: ({ context }) => context.outcome,
  states: {
    deciding: {
      always: [
        {
          guard: 'emptyPath',
          target: 'settled',
          actions: [
            { type: 'setOutcome', params: { outcome: { kind: 'navigated', to: '/' } } },
            { type: 'navigate', params: { to: '/' } },
          ],
        },
        {
          guard: 'knownPath',
          target: 'settled',
          actions: { type: 'setOutcome', params: { outcome: { kind: 'known' } } },
        },
        { guard: 'helperHasRun', target: 'notFound' },
        { target: 'resolving' },
      ],
    },
    resolving: {
      tags: ['checking'],
      on: {
        'link.cancel': {
          target: 'settled',
          actions: { type: 'setOutcome', params: { outcome: { kind: 'cancelled' } } },
        },
      },
      invoke: {
        id: 'getActualUrl',
        src: 'getActualUrl',
        input: ({ context }) => ({ url: lastPathSegment(context.pathname) }),
        onDone: { target: 'routing', actions: { type: 'setRoute', params: ({ event }) => ({ output: event.output }) } },
        onError: {
          target: 'notFound',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    routing: {
      always: [
        {
          guard: 'routeIsApply',
          target: 'openingJob',
          actions: ['jobOutcome', 'storeJob', { type: 'navigate', params: { to: '/' } }],
        },
        { guard: 'routeFound', target: 'settled', actions: ['navigatedOutcome', 'navigateToRoute'] },
        { target: 'notFound' },
      ],
    },
    openingJob: {
      on: { 'link.cancel': { target: 'settled' } },
      after: { jobEventDelay: { target: 'settled', actions: 'openJob' } },
    },
    notFound: { type: 'final' },
    settled: { type: 'final' },
  },
});
