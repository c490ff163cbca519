import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { jobListMachine, type Job, type LocationPreference, type SearchJobsInput } from '#machines';
import { JobsRequestError, MOBILE_REQUIRED_FOR_JOBS, prepareJobSearch, searchJobsQueryOptions } from '../api/search-jobs.ts';

/** Where the list looks for jobs and what to call the place in the heading. */
export interface SearchPlace {
  latitude: number;
  longitude: number;
  city: string;
  /** The fallback point: the heading says 'your location' instead of a city. */
  isDefault: boolean;
}

export interface JobSearch {
  city: { name: string; latitude: number; longitude: number } | null;
  skillIds: number[];
  designationIds: number[];
}

interface JobListContextValue {
  actor: ActorRefFrom<typeof jobListMachine>;
  place: SearchPlace | null;
  /** A search with filters is in force (the empty state says so). */
  searchActive: boolean;
  applySearch: (search: JobSearch) => void;
  resetSearch: () => void;
  chooseLocation: (preference: LocationPreference) => void;
}

const JobListContext = createContext<JobListContextValue | null>(null);

export interface JobListProviderProps {
  authenticated: boolean;
  /** The candidate's number; '' for visitors (the search then sends '0'). */
  mobileNumber: string;
  locationPreference: LocationPreference | null;
  /** The point to search around when no city was chosen. */
  resolvePlace: (preference: LocationPreference | null) => Promise<SearchPlace>;
  onLocationChosen?: (preference: LocationPreference) => void;
  children: ReactNode;
}

/** Runs the job-list machine for the home screen: location choice, radius steps, batches, search. */
export function JobListProvider({ authenticated, mobileNumber, locationPreference, resolvePlace, onLocationChosen, children }: JobListProviderProps) {
  const queryClient = useQueryClient();
  const [place, setPlace] = useState<SearchPlace | null>(null);
  const [searchActive, setSearchActive] = useState(false);
  const searchedCity = useRef<SearchPlace | null>(null);
  const latest = useRef({ resolvePlace, onLocationChosen, authenticated, mobileNumber });
  latest.current = { resolvePlace, onLocationChosen, authenticated, mobileNumber };

  const logic = useMemo(
    () =>
      jobListMachine.provide({
        actors: {
          searchJobs: fromPromise<Job[], SearchJobsInput>(async ({ input }) => {
            const { locationPreference: preference, latitude, longitude, ...rest } = input;
            // Shown as it is: signing in again is the way out, not trying again.
            if (latest.current.authenticated && !/[1-9]/.test(latest.current.mobileNumber)) throw new Error(MOBILE_REQUIRED_FOR_JOBS);
            const chosenCity = latitude !== undefined && longitude !== undefined ? searchedCity.current : null;
            if (!chosenCity) prepareJobSearch();
            const where = chosenCity ?? (await latest.current.resolvePlace(preference));
            setPlace(where);
            try {
              const jobs = await queryClient.fetchQuery(
                searchJobsQueryOptions({ ...rest, latitude: where.latitude, longitude: where.longitude }),
              );
              return jobs as Job[];
            } catch (error) {
              // The error card shows the machine's own text for upstream failures.
              throw error instanceof JobsRequestError ? {} : error;
            }
          }),
        },
      }),
    [queryClient],
  );

  const actor = useActorRef(logic, {
    input: { authenticated, locationPreference, filters: { mobileNumber: mobileNumber || '0' } },
  });

  useEffect(() => {
    const subscription = actor.on('location.chosen', (event) => latest.current.onLocationChosen?.(event.preference));
    return () => subscription.unsubscribe();
  }, [actor]);

  const value = useMemo<JobListContextValue>(
    () => ({
      actor,
      place,
      searchActive,
      applySearch: ({ city, skillIds, designationIds }) => {
        searchedCity.current = city ? { ...city, city: city.name, isDefault: false } : null;
        setSearchActive(true);
        actor.send({
          type: 'search.apply',
          filters: {
            mobileNumber: mobileNumber || '0',
            ...(city ? { latitude: city.latitude, longitude: city.longitude } : {}),
            ...(skillIds.length > 0 ? { skillIds } : {}),
            ...(designationIds.length > 0 ? { designationIds } : {}),
          },
        });
      },
      resetSearch: () => {
        searchedCity.current = null;
        setSearchActive(false);
        actor.send({ type: 'search.reset', filters: { mobileNumber: mobileNumber || '0' } });
      },
      chooseLocation: (preference) => actor.send({ type: 'location.choose', preference }),
    }),
    [actor, place, searchActive, mobileNumber],
  );

  return <JobListContext.Provider value={value}>{children}</JobListContext.Provider>;
}

export function useJobList(): JobListContextValue {
  const value = useContext(JobListContext);
  if (!value) throw new Error('useJobList needs a JobListProvider');
  return value;
}
