import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import type { JobListInput, LocationPreference } from '#machines';
import { JobListActor } from '../hooks/job-list-actor.ts';
import { useJobListLogic, type JobListEffects } from '../hooks/use-job-list-logic.ts';
import { keepListOptions, keptListOptions } from '../model/kept-list-options.ts';

export interface JobListProviderProps extends JobListEffects {
  locationPreference: LocationPreference | null;
  onLocationChosen?: (preference: LocationPreference) => void;
  children: ReactNode;
}

/**
 * Runs the job-list machine for the home screen with its effects: locating, searching (through the query cache).
 * Signing in, or the candidate's number becoming known, is told to the running list (candidate.changed), which
 * keeps the search in force.
 */
export function JobListProvider({
  authenticated,
  mobileNumber,
  locationPreference,
  locatePlace,
  onLocationChosen,
  children,
}: JobListProviderProps) {
  const logic = useJobListLogic({ authenticated, mobileNumber, locatePlace });
  const [options] = useState(keptListOptions);
  return (
    <JobListActor.Provider
      logic={logic}
      options={{ input: { authenticated, locationPreference, mobileNumber, ...(options ? { options } : {}) } }}
    >
      <KeepListOptions />
      <LocationChoiceReport onLocationChosen={onLocationChosen} />
      <CandidateChange candidate={{ authenticated, locationPreference, mobileNumber }} />
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

/** Keeps the list's sort and narrowing for the session, so a reload or the sign-in's return home keeps them too. */
function KeepListOptions() {
  const options = JobListActor.useSelector((s) => s.context.options);
  useEffect(() => keepListOptions(options), [options]);
  return null;
}

/** Tells the running list who is searching when the session changes; the preference goes with it, not alone. */
function CandidateChange({ candidate }: { candidate: JobListInput }) {
  const actor = JobListActor.useActorRef();
  const { authenticated, mobileNumber } = candidate;
  const current = useEffectEvent(() => candidate);
  useEffect(() => {
    const known = actor.getSnapshot().context;
    if (known.authenticated !== authenticated || known.mobileNumber !== mobileNumber)
      actor.send({ type: 'candidate.changed', candidate: current() });
  }, [actor, authenticated, mobileNumber]);
  return null;
}
