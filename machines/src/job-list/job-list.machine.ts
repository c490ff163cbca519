import { assign, emit, setup } from 'xstate';
import {
  AUTO_EXPAND_THRESHOLD,
  JOB_API_PAGE_SIZE,
  JOB_BATCH_SIZE,
  LOAD_MORE_DELAY_MS,
  SAVED_LOCATION_RADIUS_KM,
  START_RADIUS_KM,
} from '../constants.ts';
import { message, type Message } from '../messages/message.ts';
import { notProvided } from '../not-provided.ts';
import { failureMessage } from '../values/actor-failure.ts';
import { mergeUniqueJobs } from '../values/job-id.ts';
import type {
  Job,
  JobListCity,
  JobListPlace,
  JobSearchCriteria,
  LocatePlaceInput,
  LocationPreference,
  SearchJobsInput,
} from './job-list-io.ts';
import { arrangeJobs, DEFAULT_LIST_OPTIONS, type JobListOptions } from './job-list-options.ts';
import { jobListPlace, nextRadius } from './job-list-view.ts';

export type { JobListCity, JobListPlace, JobSearchCriteria, LocatePlaceInput } from './job-list-io.ts';

/** 'Failed to load jobs. Please try again.': a failed load that gave no reason. */
export const JOBS_LOAD_FAILED = message('jobs:list.loadFailed');
/** 'Failed to expand search radius. Please try again.' */
export const EXPAND_FAILED = message('jobs:list.expandFailed');

export type JobListEvent =
  | { type: 'location.choose'; preference: LocationPreference }
  | { type: 'list.loadMore' }
  | { type: 'radius.expand' }
  | { type: 'radius.decline' }
  /** A search from the banner: around the chosen city (or, without one, the located place), with its skills and designations. */
  | { type: 'search.apply'; city: JobListCity | null; filters: JobSearchCriteria }
  /** Back to the located place, without skills or designations, from the first radius. */
  | { type: 'search.reset' }
  | { type: 'jobs.retry' }
  /** The jobs shown came from the cache and the network is back: the same search is asked again. */
  | { type: 'jobs.refresh' }
  /** Sorts or narrows the loaded jobs (no request): the list shows the first batch of the new order. */
  | { type: 'list.arrange'; options: Partial<JobListOptions> }
  /**
   * The visitor signed in, or the candidate's number became known: the list starts over for them (a signed-in
   * candidate without a preference is asked for it first), keeping the search in force — its city, skills and
   * designations — so that what the visitor searched for is still what the list shows.
   */
  | { type: 'candidate.changed'; candidate: JobListInput };

/** Emitted so the caller can keep the choice in session storage. */
export type JobListEmitted = { type: 'location.chosen'; preference: LocationPreference };

export interface JobListInput {
  authenticated: boolean;
  /** A signed-in candidate's choice; null asks for it first (visitors are never asked). */
  locationPreference: LocationPreference | null;
  /** The candidate's number, sent with every search ('0' for visitors and when blank). */
  mobileNumber: string;
  /** How the loaded jobs were sorted and narrowed when the list last ran (kept for the session); default: as answered. */
  options?: JobListOptions;
}

export interface JobListContext extends Omit<JobListInput, 'options'> {
  /** How the loaded jobs are sorted and narrowed (job-list-options.ts). */
  options: JobListOptions;
  /** Where the user is, once the locatePlace actor has answered; searches without a city look around it. */
  located: JobListPlace | null;
  /** The city of the search in force; null searches around the located place. */
  city: JobListPlace | null;
  /** Skills and designations of the search in force. */
  criteria: JobSearchCriteria;
  /** A search from the banner is in force (the empty state says so). */
  searchActive: boolean;
  radius: number;
  jobs: Job[];
  visibleCount: number;
  lastAdded: number;
  autoExpand: boolean;
  declined: boolean;
  /** What the list shows for a failed load or expansion. */
  error: Message | null;
  /** What the failed load or expansion rejected with, as it came: the error card can tell an upstream failure from another. */
  failure: unknown;
}

const freshList = {
  jobs: [] as Job[],
  visibleCount: 0,
  lastAdded: 0,
  autoExpand: false,
  declined: false,
  error: null,
  failure: null,
};

/**
 * The error card's message: the reason the failure carries, as the spec's catalogue says ('Failed to fetch jobs',
 * 'HTTP 500: …' as the upstream answered, 'Network error', 'Mobile number is required to fetch jobs'); the list's
 * own message only when the failure carries none.
 */
export function jobsFailedMessage(error: unknown): Message {
  return failureMessage(error) ?? JOBS_LOAD_FAILED;
}

export const jobListMachine = setup({
  types: {
    context: {} as JobListContext,
    events: {} as JobListEvent,
    input: {} as JobListInput,
    emitted: {} as JobListEmitted,
  },
  actors: {
    locatePlace: notProvided<JobListPlace, LocatePlaceInput>('locatePlace'),
    searchJobs: notProvided<Job[], SearchJobsInput>('searchJobs'),
  },
  delays: { loadMoreDelay: LOAD_MORE_DELAY_MS },
  guards: {
    needsLocationChoice: ({ context }) => context.authenticated && context.locationPreference === null,
    placeKnown: ({ context }) => jobListPlace(context) !== null,
    noJobs: ({ context }) => context.jobs.length === 0,
    emptyResult: (_, params: { jobs: Job[] }) => params.jobs.length === 0,
    hasHiddenJobs: ({ context }) => context.visibleCount < arrangeJobs(context.jobs, context.options).length,
    canExpand: ({ context }) => !context.declined && nextRadius(context.radius) !== null,
    keepExpanding: ({ context }) =>
      context.autoExpand &&
      !context.declined &&
      context.lastAdded < AUTO_EXPAND_THRESHOLD &&
      nextRadius(context.radius) !== null,
  },
  actions: {
    choose: assign((_, params: { preference: LocationPreference }) => ({ locationPreference: params.preference })),
    emitChoice: emit((_, params: { preference: LocationPreference }) => ({
      type: 'location.chosen' as const,
      preference: params.preference,
    })),
    // Around the saved base location the first radius is 25 km; a chosen city keeps the radius it has.
    setLocated: assign(({ context }, params: { place: JobListPlace }) => ({
      located: params.place,
      radius: context.city === null ? startRadius(params.place) : context.radius,
    })),
    startOver: assign(freshList),
    changeCandidate: assign(({ context }, params: { candidate: JobListInput }) => ({
      ...freshList,
      ...params.candidate,
      options: params.candidate.options ?? context.options,
      // Where the user is depends on the preference the candidate is about to choose.
      located: null,
    })),
    newSearch: assign((_, params: { city: JobListCity | null; criteria: JobSearchCriteria }) => ({
      ...freshList,
      city: params.city
        ? { latitude: params.city.latitude, longitude: params.city.longitude, city: params.city.name, isDefault: false }
        : null,
      criteria: chosenCriteria(params.criteria),
      searchActive: true,
    })),
    resetSearch: assign(({ context }) => ({
      ...freshList,
      city: null,
      criteria: {},
      searchActive: false,
      radius: startRadius(context.located),
    })),
    setFirstPage: assign((_, params: { jobs: Job[] }) => {
      const { jobs, added } = mergeUniqueJobs([], params.jobs);
      return { jobs, lastAdded: added, visibleCount: Math.min(JOB_BATCH_SIZE, jobs.length) };
    }),
    widenRadius: assign(({ context }) => ({
      radius: nextRadius(context.radius) ?? context.radius,
      error: null,
      failure: null,
    })),
    startAutoExpand: assign({ autoExpand: true }),
    addExpanded: assign(({ context }, params: { jobs: Job[] }) => {
      const { jobs, added } = mergeUniqueJobs(context.jobs, params.jobs);
      return { jobs, lastAdded: added, visibleCount: Math.min(jobs.length, context.visibleCount + JOB_BATCH_SIZE) };
    }),
    showMore: assign(({ context }) => ({
      visibleCount: Math.min(arrangeJobs(context.jobs, context.options).length, context.visibleCount + JOB_BATCH_SIZE),
    })),
    arrange: assign(({ context }, params: { options: Partial<JobListOptions> }) => ({
      options: { ...context.options, ...params.options },
      visibleCount: JOB_BATCH_SIZE,
    })),
    decline: assign({ declined: true, autoExpand: false }),
    showLoadError: assign((_, params: { error: unknown }) => ({
      error: jobsFailedMessage(params.error),
      failure: params.error,
    })),
    showExpandError: assign((_, params: { error: unknown }) => ({ error: EXPAND_FAILED, failure: params.error })),
  },
}).createMachine({
  id: 'jobList',
  initial: 'deciding',
  context: ({ input }) => ({
    ...input,
    options: input.options ?? DEFAULT_LIST_OPTIONS,
    ...freshList,
    located: null,
    city: null,
    criteria: {},
    searchActive: false,
    radius: START_RADIUS_KM,
  }),
  on: {
    'search.apply': {
      target: '.loading',
      actions: { type: 'newSearch', params: ({ event }) => ({ city: event.city, criteria: event.filters }) },
    },
    'search.reset': { target: '.loading', actions: 'resetSearch' },
    'list.arrange': { actions: { type: 'arrange', params: ({ event }) => ({ options: event.options }) } },
    'candidate.changed': {
      target: '.deciding',
      actions: { type: 'changeCandidate', params: ({ event }) => ({ candidate: event.candidate }) },
    },
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
      initial: 'placing',
      states: {
        // The place is worked out once (the chosen city needs no locating); the heading names it while the jobs load.
        placing: {
          always: [{ guard: 'placeKnown', target: 'searching' }, { target: 'locating' }],
        },
        locating: {
          invoke: {
            id: 'locatePlace',
            src: 'locatePlace',
            input: ({ context }) => ({ locationPreference: context.locationPreference }),
            onDone: {
              target: 'searching',
              actions: { type: 'setLocated', params: ({ event }) => ({ place: event.output }) },
            },
            onError: {
              target: '#jobList.error',
              actions: { type: 'showLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        searching: {
          invoke: {
            id: 'searchJobs',
            src: 'searchJobs',
            input: ({ context }) => searchInput(context),
            onDone: [
              {
                target: '#jobList.empty',
                guard: { type: 'emptyResult', params: ({ event }) => ({ jobs: event.output }) },
                actions: { type: 'setFirstPage', params: ({ event }) => ({ jobs: event.output }) },
              },
              {
                target: '#jobList.loaded',
                actions: { type: 'setFirstPage', params: ({ event }) => ({ jobs: event.output }) },
              },
            ],
            onError: {
              target: '#jobList.error',
              actions: { type: 'showLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    loaded: {
      on: {
        'jobs.refresh': { target: 'loading', actions: 'startOver' },
        'list.loadMore': { guard: 'hasHiddenJobs', target: 'loadingMore' },
        'radius.expand': { guard: 'canExpand', target: 'expanding', actions: ['startAutoExpand', 'widenRadius'] },
        'radius.decline': { actions: 'decline' },
      },
    },
    empty: {
      on: {
        'jobs.refresh': { target: 'loading', actions: 'startOver' },
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
          {
            guard: 'noJobs',
            target: 'empty',
            actions: { type: 'showExpandError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'loaded', actions: { type: 'showExpandError', params: ({ event }) => ({ error: event.error }) } },
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

/** Where a search around the located place starts: 25 km around the saved base location, else 50 km. */
function startRadius(place: JobListPlace | null): number {
  return place?.savedLocation ? SAVED_LOCATION_RADIUS_KM : START_RADIUS_KM;
}

/** Only the ids the banner could match are sent; empty lists are left out of the request. */
function chosenCriteria(criteria: JobSearchCriteria): JobSearchCriteria {
  return {
    ...(criteria.skillIds?.length ? { skillIds: criteria.skillIds } : {}),
    ...(criteria.designationIds?.length ? { designationIds: criteria.designationIds } : {}),
  };
}

function searchInput(context: JobListContext): SearchJobsInput {
  const place = jobListPlace(context);
  return {
    ...(place ? { latitude: place.latitude, longitude: place.longitude } : {}),
    ...context.criteria,
    distance: context.radius,
    page: 1,
    size: JOB_API_PAGE_SIZE,
    mobileNumber: context.authenticated ? context.mobileNumber || '0' : '0',
    locationPreference: context.locationPreference,
  };
}
