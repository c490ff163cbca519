import { assign, emit, setup } from 'xstate';
import { AUTO_EXPAND_THRESHOLD, JOB_API_PAGE_SIZE, JOB_BATCH_SIZE, LOAD_MORE_DELAY_MS, START_RADIUS_KM } from '../constants.ts';
import { notProvided } from '../not-provided.ts';
import { failureMessage } from '../rules/actor-failure.ts';
import { mergeUniqueJobs } from '../rules/job-id.ts';
import type { Job, JobSearchFilters, LocationPreference, SearchJobsInput } from '../types.ts';
import { nextRadius } from './job-list-view.ts';

export const JOBS_LOAD_FAILED = 'Failed to load jobs. Please try again.';
export const EXPAND_FAILED = 'Failed to expand search radius. Please try again.';

export type JobListEvent =
  | { type: 'location.choose'; preference: LocationPreference }
  | { type: 'list.loadMore' }
  | { type: 'radius.expand' }
  | { type: 'radius.decline' }
  | { type: 'search.apply'; filters: JobSearchFilters }
  | { type: 'search.reset'; filters: JobSearchFilters }
  | { type: 'jobs.retry' };

/** Emitted so the caller can keep the choice in session storage. */
export type JobListEmitted = { type: 'location.chosen'; preference: LocationPreference };

export interface JobListInput {
  authenticated: boolean;
  locationPreference: LocationPreference | null;
  filters: JobSearchFilters;
}

export interface JobListContext extends JobListInput {
  radius: number;
  jobs: Job[];
  visibleCount: number;
  lastAdded: number;
  autoExpand: boolean;
  declined: boolean;
  error: string | null;
}

const freshList = { jobs: [] as Job[], visibleCount: 0, lastAdded: 0, autoExpand: false, declined: false, error: null };

export const jobListMachine = setup({
  types: {
    context: {} as JobListContext,
    events: {} as JobListEvent,
    input: {} as JobListInput,
    emitted: {} as JobListEmitted,
  },
  actors: {
    searchJobs: notProvided<Job[], SearchJobsInput>('searchJobs'),
  },
  delays: { loadMoreDelay: LOAD_MORE_DELAY_MS },
  guards: {
    needsLocationChoice: ({ context }) => context.authenticated && context.locationPreference === null,
    noJobs: ({ context }) => context.jobs.length === 0,
    emptyResult: (_, params: { jobs: Job[] }) => params.jobs.length === 0,
    hasHiddenJobs: ({ context }) => context.visibleCount < context.jobs.length,
    canExpand: ({ context }) => !context.declined && nextRadius(context.radius) !== null,
    keepExpanding: ({ context }) =>
      context.autoExpand && !context.declined && context.lastAdded < AUTO_EXPAND_THRESHOLD && nextRadius(context.radius) !== null,
  },
  actions: {
    choose: assign((_, params: { preference: LocationPreference }) => ({ locationPreference: params.preference })),
    emitChoice: emit((_, params: { preference: LocationPreference }) => ({ type: 'location.chosen' as const, preference: params.preference })),
    startOver: assign(freshList),
    newSearch: assign((_, params: { filters: JobSearchFilters }) => ({ ...freshList, filters: params.filters })),
    resetSearch: assign((_, params: { filters: JobSearchFilters }) => ({ ...freshList, filters: params.filters, radius: START_RADIUS_KM })),
    setFirstPage: assign((_, params: { jobs: Job[] }) => {
      const { jobs, added } = mergeUniqueJobs([], params.jobs);
      return { jobs, lastAdded: added, visibleCount: Math.min(JOB_BATCH_SIZE, jobs.length) };
    }),
    widenRadius: assign(({ context }) => ({ radius: nextRadius(context.radius) ?? context.radius, error: null })),
    startAutoExpand: assign({ autoExpand: true }),
    addExpanded: assign(({ context }, params: { jobs: Job[] }) => {
      const { jobs, added } = mergeUniqueJobs(context.jobs, params.jobs);
      return { jobs, lastAdded: added, visibleCount: Math.min(jobs.length, context.visibleCount + JOB_BATCH_SIZE) };
    }),
    showMore: assign(({ context }) => ({ visibleCount: Math.min(context.jobs.length, context.visibleCount + JOB_BATCH_SIZE) })),
    decline: assign({ declined: true, autoExpand: false }),
    showError: assign((_, params: { text: string }) => ({ error: params.text })),
  },
}).createMachine({
  id: 'jobList',
  initial: 'deciding',
  context: ({ input }) => ({ ...input, ...freshList, radius: START_RADIUS_KM }),
  on: {
    'search.apply': { target: '.loading', actions: { type: 'newSearch', params: ({ event }) => ({ filters: event.filters }) } },
    'search.reset': { target: '.loading', actions: { type: 'resetSearch', params: ({ event }) => ({ filters: event.filters }) } },
  },
  states: {
    deciding: {
      always: [{ guard: 'needsLocationChoice', target: 'choosingLocation' }, { target: 'loading' }],
    },
    choosingLocation: {
      on: {
        'location.choose': {
          target: 'loading',
          actions: [
            { type: 'choose', params: ({ event }) => ({ preference: event.preference }) },
            { type: 'emitChoice', params: ({ event }) => ({ preference: event.preference }) },
          ],
        },
        // The preference dialog cannot be dismissed, not even by a search.
        'search.apply': {},
        'search.reset': {},
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'searchJobs',
        src: 'searchJobs',
        input: ({ context }) => searchInput(context),
        onDone: [
          {
            target: 'empty',
            guard: { type: 'emptyResult', params: ({ event }) => ({ jobs: event.output }) },
            actions: { type: 'setFirstPage', params: ({ event }) => ({ jobs: event.output }) },
          },
          { target: 'loaded', actions: { type: 'setFirstPage', params: ({ event }) => ({ jobs: event.output }) } },
        ],
        onError: {
          target: 'error',
          actions: { type: 'showError', params: ({ event }) => ({ text: failureMessage(event.error) ?? JOBS_LOAD_FAILED }) },
        },
      },
    },
    loaded: {
      on: {
        'list.loadMore': { guard: 'hasHiddenJobs', target: 'loadingMore' },
        'radius.expand': { guard: 'canExpand', target: 'expanding', actions: ['startAutoExpand', 'widenRadius'] },
        'radius.decline': { actions: 'decline' },
      },
    },
    empty: {
      on: {
        'radius.expand': { guard: 'canExpand', target: 'expanding', actions: ['startAutoExpand', 'widenRadius'] },
        'radius.decline': { actions: 'decline' },
      },
    },
    error: {
      on: { 'jobs.retry': { target: 'loading', actions: 'startOver' } },
    },
    loadingMore: {
      tags: ['loadingMore'],
      after: { loadMoreDelay: { target: 'loaded', actions: 'showMore' } },
    },
    expanding: {
      tags: ['loadingMore'],
      on: { 'radius.decline': { actions: 'decline' } },
      invoke: {
        id: 'expandSearch',
        src: 'searchJobs',
        input: ({ context }) => searchInput(context),
        onDone: {
          target: 'expanded',
          actions: { type: 'addExpanded', params: ({ event }) => ({ jobs: event.output }) },
        },
        onError: [
          { guard: 'noJobs', target: 'empty', actions: { type: 'showError', params: { text: EXPAND_FAILED } } },
          { target: 'loaded', actions: { type: 'showError', params: { text: EXPAND_FAILED } } },
        ],
      },
    },
    expanded: {
      always: [
        { guard: 'keepExpanding', target: 'expanding', actions: 'widenRadius' },
        { guard: 'noJobs', target: 'empty' },
        { target: 'loaded' },
      ],
    },
  },
});

function searchInput(context: JobListContext): SearchJobsInput {
  return {
    ...context.filters,
    distance: context.radius,
    page: 1,
    size: JOB_API_PAGE_SIZE,
    mobileNumber: context.authenticated ? context.filters.mobileNumber || '0' : '0',
    locationPreference: context.locationPreference,
  };
}
