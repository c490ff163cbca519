import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  jobListMachine,
  message,
  type Job,
  type JobListPlace,
  type LocatePlaceInput,
  type LocationPreference,
  type Message,
  type SearchJobsInput,
} from '#machines';
import { CallError } from '#web/api/index.ts';
import { JobsRequestError, prepareJobSearch, searchJobsQueryOptions } from '../api/search-jobs.ts';
import { JobListActor } from './job-list-actor.ts';

/** A signed-in candidate's search needs their number, for the skill match: 'Mobile number is required to fetch jobs'. */
export const MOBILE_REQUIRED_FOR_JOBS = message('jobs:mobile.required');

/** The list failed for want of the candidate's number: the Enter Mobile Number card asks for it. */
export const isMobileRequired = (shown: Message | null): boolean =>
  shown !== null && 'key' in shown && shown.key === MOBILE_REQUIRED_FOR_JOBS.key;

/** The search needs a point: the located place or the chosen city always has one. */
const POINT_REQUIRED = message('jobs:list.pointRequired');

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
