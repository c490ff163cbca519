import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  jobListMachine,
  type Job,
  type JobListPlace,
  type LocatePlaceInput,
  type LocationPreference,
  type SearchJobsInput,
} from '#machines';
import { JobsRequestError, prepareJobSearch, searchJobsQueryOptions } from '../api/search-jobs.ts';
import { JobListActor } from './job-list-actor.ts';

/** A signed-in candidate's search needs their number, for the skill match. */
export const MOBILE_REQUIRED_FOR_JOBS = 'Mobile number is required to fetch jobs';

export interface JobListProviderProps {
  authenticated: boolean;
  /** The candidate's number; '' for visitors (the search then sends '0'). */
  mobileNumber: string;
  locationPreference: LocationPreference | null;
  /** Where to search when no city was chosen: the saved base location or the current one. */
  locatePlace: (preference: LocationPreference | null) => Promise<JobListPlace>;
  onLocationChosen?: (preference: LocationPreference) => void;
  children: ReactNode;
}

/** Runs the job-list machine for the home screen with its effects: locating, searching (through the query cache). */
export function JobListProvider({
  authenticated,
  mobileNumber,
  locationPreference,
  locatePlace,
  onLocationChosen,
  children,
}: JobListProviderProps) {
  const queryClient = useQueryClient();
  // The actor is made once; when these change, @xstate/react hands it the new effects.
  const logic = useMemo(() => {
    // Shown as it is: signing in again is the way out, not trying again.
    const checkCandidate = () => {
      if (authenticated && !/[1-9]/.test(mobileNumber)) throw new Error(MOBILE_REQUIRED_FOR_JOBS);
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
          if (latitude === undefined || longitude === undefined)
            throw new JobsRequestError('Latitude and longitude are required', 400);
          return queryClient.fetchQuery(searchJobsQueryOptions({ ...request, latitude, longitude }));
        }),
      },
    });
  }, [queryClient, authenticated, mobileNumber, locatePlace]);

  return (
    <JobListActor.Provider logic={logic} options={{ input: { authenticated, locationPreference, mobileNumber } }}>
      <LocationChoiceReport onLocationChosen={onLocationChosen} />
      {children}
    </JobListActor.Provider>
  );
}

/** Hands the candidate's location choice (the machine's location.chosen) to the caller, who keeps it for the session. */
function LocationChoiceReport({ onLocationChosen }: { onLocationChosen?: (preference: LocationPreference) => void }) {
  const actor = JobListActor.useActorRef();
  const report = useEffectEvent((preference: LocationPreference) => onLocationChosen?.(preference));
  useEffect(() => {
    const subscription = actor.on('location.chosen', (event) => report(event.preference));
    return () => subscription.unsubscribe();
  }, [actor]);
  return null;
}
