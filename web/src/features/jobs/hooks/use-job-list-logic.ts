import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  jobListMachine,
  message,
  type Job,
  type JobListPlace,
  type LocatePlaceInput,
  type LocationPreference,
  type SearchJobsInput,
} from '#machines';
import { CallError } from '#web/api/index.ts';
import { JobsRequestError, prepareJobSearch, searchJobsQueryOptions } from '../api/search-jobs.ts';
import { MOBILE_REQUIRED_FOR_JOBS } from '../model/mobile-required.ts';

/** The search needs a point: the located place or the chosen city always has one. */
const POINT_REQUIRED = message('jobs:list.pointRequired');

export interface JobListEffects {
  authenticated: boolean;
  /** The candidate's number; '' for visitors (the search then sends '0'). */
  mobileNumber: string;
  /** Where to search when no city was chosen: the saved base location or the current one. */
  locatePlace: (preference: LocationPreference | null) => Promise<JobListPlace>;
}

/** The job-list machine with its effects: locating, and searching through the query cache. */
export function useJobListLogic({ authenticated, mobileNumber, locatePlace }: JobListEffects) {
  const queryClient = useQueryClient();
  // The actor is made once; when these change, @xstate/react hands it the new effects.
  return useMemo(() => {
    // Shown as it is: signing in again is the way out, not trying again.
    const checkCandidate = () => {
      if (authenticated && !/[1-9]/.test(mobileNumber)) throw new CallError(MOBILE_REQUIRED_FOR_JOBS);
    };
    return jobListMachine.provide({
      actors: {
        locatePlace: fromPromise<JobListPlace, LocatePlaceInput>(async ({ input }) => {
          checkCandidate();
          prepareJobSearch();
          return locatePlace(input.locationPreference);
        }),
        searchJobs: fromPromise<Job[], SearchJobsInput>(async ({ input }) => {
          checkCandidate();
          const { locationPreference: _preference, latitude, longitude, ...request } = input;
          if (latitude === undefined || longitude === undefined) throw new JobsRequestError(POINT_REQUIRED, 400);
          const params = { ...request, latitude, longitude };
          // Unanswered (offline), the last search the cache holds instead, restored from its persisted copy on an
          // offline visit (./last-search.ts, fetched only then: the home screen's first load does not carry it).
          return queryClient
            .fetchQuery(searchJobsQueryOptions(params))
            .catch((failure: unknown) =>
              import('../api/last-search.ts').then((last) => last.lastSearchInstead(queryClient, params, failure)),
            );
        }),
      },
    });
  }, [queryClient, authenticated, mobileNumber, locatePlace]);
}
