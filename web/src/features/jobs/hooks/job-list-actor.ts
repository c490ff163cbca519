import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { jobListMachine, jobListPlace, type LocationPreference } from '#machines';

/** The home screen's job-list actor: JobListProvider runs it with useJobListLogic's effects; the list and the screen read it here. */
export const JobListActor = createActorContext(jobListMachine);

/** A search from the banner: the chosen city (null keeps the located place) and the ids of its skills and designations. */
export interface JobSearch {
  city: { name: string; latitude: number; longitude: number } | null;
  skillIds: number[];
  designationIds: number[];
}

/** Where the list searches (the banner looks up its options around it); null until located. */
export const useSearchPlace = () => JobListActor.useSelector((s) => jobListPlace(s.context));

/** What the list is doing: its first load (which covers choosing a location), more jobs on the way, or settled. */
export function listPhase(snapshot: SnapshotFrom<typeof jobListMachine>) {
  if (snapshot.matches('error')) return 'error';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('loaded')) return 'loaded';
  return snapshot.hasTag('loadingMore') ? 'loadingMore' : 'firstLoad';
}

/** The list's first jobs are still to come (it is locating the candidate or searching): none are on screen. */
export const useFirstJobsToCome = () => JobListActor.useSelector((s) => listPhase(s) === 'firstLoad');

/** A search from the banner is loading its first results. */
export const useSearchInProgress = () => JobListActor.useSelector((s) => s.hasTag('loading') && s.context.searchActive);

/** A signed-in candidate has to choose where to look before the first search. */
export const useChoosingLocation = () => JobListActor.useSelector((s) => s.matches('choosingLocation'));

/** What the screen tells the list: a search, a reset, the location choice. */
export function useJobListCommands() {
  const actor = JobListActor.useActorRef();
  return useMemo(
    () => ({
      applySearch: ({ city, skillIds, designationIds }: JobSearch) =>
        actor.send({ type: 'search.apply', city, filters: { skillIds, designationIds } }),
      resetSearch: () => actor.send({ type: 'search.reset' }),
      chooseLocation: (preference: LocationPreference) => actor.send({ type: 'location.choose', preference }),
    }),
    [actor],
  );
}
