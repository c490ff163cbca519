import { assign, emit, setup } from 'xstate';
import { LINK_JOB_EVENT_DELAY_MS, LINK_SAFETY_TIMEOUT_MS } from '../constants.ts';
import { notProvided } from '../not-provided.ts';
import { isJobLink } from '../values/job-link.ts';
import { classifyActualUrl, isInAppPath, isInterviewLink, lastPathSegment } from '../values/link-paths.ts';
import type { ActualUrl } from '../values/link-paths.ts';
import type { ActualUrlOutput, ActualUrlQuery } from '../contract-types.ts';
import type { LinkEmitted, LinkJobDetails } from './link-resolution-io.ts';
import { failedEvent, openJobEvent, routeOfAnswer, storeJobEvent } from './link-route.ts';

export const INTERVIEW_SCREEN = '/interviewFeedbackScreen';

/** The helper's result; the caller caches it for the rest of the page load. */
export type LinkResolution =
  | { kind: 'skipped' }
  | { kind: 'job'; job: LinkJobDetails }
  | { kind: 'interview'; to: string }
  /** Any other path the link stands for, navigated to as the not-found handler would. */
  | { kind: 'path'; to: string }
  | { kind: 'unresolved' }
  | { kind: 'failed' }
  | { kind: 'timedOut' }
  | { kind: 'cancelled' };

/** Sent when the page moves on before the answer: the overlay hides and a late answer is ignored. */
export type LinkResolutionEvent = { type: 'link.cancel' };

export interface LinkResolutionInput {
  pathname: string;
  search: string;
  /** The result of an earlier run in this page load, if any. */
  cached: LinkResolution | null;
}

export interface LinkResolutionContext extends LinkResolutionInput {
  route: ActualUrl;
  result: LinkResolution;
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
  delays: { safetyTimeout: LINK_SAFETY_TIMEOUT_MS, jobEventDelay: LINK_JOB_EVENT_DELAY_MS },
  guards: {
    cached: ({ context }) => context.cached !== null,
    inApp: ({ context }) => isInAppPath(context.pathname),
    interviewLink: ({ context }) => isInterviewLink(context.pathname, context.search),
    jobLink: ({ context }) => isJobLink(context.pathname, context.search),
    routeIsApply: ({ context }) => context.route.kind === 'apply',
    routeIsInterview: ({ context }) => context.route.kind === 'interviewFeedback',
    routeIsPath: ({ context }) => context.route.kind === 'path',
  },
  actions: {
    useCached: assign(({ context }) => ({ result: context.cached ?? context.result })),
    setRoute: assign((_, params: { output: ActualUrlOutput }) => ({ route: routeOfAnswer(params.output) })),
    setResult: assign((_, params: { result: LinkResolution }) => ({ result: params.result })),
    /** The page's address is a job's own link (the form a short link resolves to, and what Share sends). */
    routeFromAddress: assign(({ context }) => ({ route: classifyActualUrl(`${context.pathname}${context.search}`) })),
    directInterview: assign(({ context }) => ({
      result: { kind: 'interview' as const, to: `${INTERVIEW_SCREEN}${context.search}` },
    })),
    routedInterview: assign(({ context }) => ({
      result: {
        kind: 'interview' as const,
        to: `${INTERVIEW_SCREEN}${context.route.kind === 'interviewFeedback' ? context.route.search : ''}`,
      },
    })),
    routedPath: assign(({ context }) =>
      context.route.kind === 'path' ? { result: { kind: 'path' as const, to: context.route.to } } : {},
    ),
    routedJob: assign(({ context }) =>
      context.route.kind === 'apply' ? { result: { kind: 'job' as const, job: context.route.job } } : {},
    ),
    navigateToResult: emit(({ context }) => ({
      type: 'navigate' as const,
      to: context.result.kind === 'interview' || context.result.kind === 'path' ? context.result.to : '/',
    })),
    storeJob: emit(({ context }) => storeJobEvent(context.route)),
    openJob: emit(({ context }) => openJobEvent(context.route)),
    reportFailure: emit((_, params: { error: unknown }) => failedEvent(params.error)),
  },
}).createMachine({
  id: 'linkResolution',
  initial: 'deciding',
  context: ({ input }) => ({ ...input, route: { kind: 'none' }, result: { kind: 'skipped' } }),
  output: ({ context }) => context.result,
  states: {
    deciding: {
      always: [
        { guard: 'cached', target: 'done', actions: 'useCached' },
        { guard: 'inApp', target: 'done' },
        { guard: 'interviewLink', target: 'done', actions: ['directInterview', 'navigateToResult'] },
        { guard: 'jobLink', target: 'routing', actions: 'routeFromAddress' },
        { target: 'resolving' },
      ],
    },
    resolving: {
      tags: ['overlay'],
      on: {
        'link.cancel': { target: 'done', actions: { type: 'setResult', params: { result: { kind: 'cancelled' } } } },
      },
      after: {
        safetyTimeout: { target: 'done', actions: { type: 'setResult', params: { result: { kind: 'timedOut' } } } },
      },
      invoke: {
        id: 'getActualUrl',
        src: 'getActualUrl',
        input: ({ context }) => ({ url: lastPathSegment(context.pathname) }),
        onDone: { target: 'routing', actions: { type: 'setRoute', params: ({ event }) => ({ output: event.output }) } },
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
        { guard: 'routeIsApply', target: 'openingJob', actions: ['routedJob', 'storeJob', 'navigateToResult'] },
        { guard: 'routeIsInterview', target: 'done', actions: ['routedInterview', 'navigateToResult'] },
        { guard: 'routeIsPath', target: 'done', actions: ['routedPath', 'navigateToResult'] },
        { target: 'done', actions: { type: 'setResult', params: { result: { kind: 'unresolved' } } } },
      ],
    },
    openingJob: {
      on: { 'link.cancel': { target: 'done' } },
      after: { jobEventDelay: { target: 'done', actions: 'openJob' } },
    },
    done: { type: 'final' },
  },
});
